import type { FastifyReply } from 'fastify'

/** Sends JSON that is already text (a cached or stored answer): Fastify passes a string through as is. */
export const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json)
