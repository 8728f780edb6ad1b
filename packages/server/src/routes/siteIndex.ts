import {
  indexedPages,
  PROPERTY_TYPE_SEGMENTS,
  UNIT_KIND_SEGMENTS,
} from '@resort/core/site'
import type { FastifyPluginAsync } from 'fastify'
import type { CatalogCache } from '../catalog/catalogSnapshot'
import { hreflangLinks } from '../http/hreflang'

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

/**
 * /sitemap.xml and /robots.txt (issue 15): every indexed page of core's route table in five
 * languages, each with its hreflang alternates, plus the lists, every property and its unit types
 * beneath the accommodation slug, and each property's gallery and location. Pages outside the table (flows, accounts, staff) say noindex themselves.
 */
export const siteIndexRoutes =
  ({
    catalog,
    publicBaseUrl,
  }: {
    catalog: CatalogCache
    publicBaseUrl: string
  }): FastifyPluginAsync =>
  async (app) => {
    const base = publicBaseUrl.replace(/\/+$/, '')

    app.get('/sitemap.xml', async (_request, reply) => {
      const { properties } = await catalog.get()
      const perProperty = properties.map((property) => [property.id])
      const pages = indexedPages({
        accommodation: [
          ...Object.values(PROPERTY_TYPE_SEGMENTS).map((segment) => [segment]),
          ...perProperty,
          ...properties.flatMap((property) =>
            property.unitTypes.map((unit) => [
              property.id,
              UNIT_KIND_SEGMENTS[unit.kind],
              unit.id,
            ]),
          ),
        ],
        gallery: perProperty,
        location: perProperty,
      })
      const urls = pages.flatMap(({ alternates }) =>
        Object.values(alternates).map((path) =>
          [
            '<url>',
            `<loc>${escapeXml(base + path)}</loc>`,
            ...hreflangLinks(alternates, base).map(
              ({ hreflang, href }) =>
                `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
            ),
            '</url>',
          ].join(''),
        ),
      )
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, no-cache')
        .send(
          [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
            ...urls,
            '</urlset>',
            '',
          ].join('\n'),
        )
    })

    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, no-cache')
        .send(
          [
            'User-agent: *',
            // The API answers machines; pages a crawler must not list say noindex themselves.
            'Disallow: /api/',
            '',
            `Sitemap: ${base}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    )
  }
