import deAccommodation from './locales/de/accommodation.json'
import deAmenities from './locales/de/amenities.json'
import deCommon from './locales/de/common.json'
import deConsent from './locales/de/consent.json'
import deFavourites from './locales/de/favourites.json'
import deHome from './locales/de/home.json'
import deMemberBookings from './locales/de/memberBookings.json'
import deNewsletter from './locales/de/newsletter.json'
import deProfile from './locales/de/profile.json'
import deSignInMethods from './locales/de/signInMethods.json'
import deSiteUi from './locales/de/siteUi.json'
import enAccommodation from './locales/en/accommodation.json'
import enAmenities from './locales/en/amenities.json'
import enCommon from './locales/en/common.json'
import enConsent from './locales/en/consent.json'
import enFavourites from './locales/en/favourites.json'
import enHome from './locales/en/home.json'
import enMemberBookings from './locales/en/memberBookings.json'
import enNewsletter from './locales/en/newsletter.json'
import enProfile from './locales/en/profile.json'
import enSignInMethods from './locales/en/signInMethods.json'
import enSiteUi from './locales/en/siteUi.json'
import hrAccommodation from './locales/hr/accommodation.json'
import hrAmenities from './locales/hr/amenities.json'
import hrCommon from './locales/hr/common.json'
import hrConsent from './locales/hr/consent.json'
import hrFavourites from './locales/hr/favourites.json'
import hrHome from './locales/hr/home.json'
import hrMemberBookings from './locales/hr/memberBookings.json'
import hrNewsletter from './locales/hr/newsletter.json'
import hrProfile from './locales/hr/profile.json'
import hrSignInMethods from './locales/hr/signInMethods.json'
import hrSiteUi from './locales/hr/siteUi.json'
import itAccommodation from './locales/it/accommodation.json'
import itAmenities from './locales/it/amenities.json'
import itCommon from './locales/it/common.json'
import itConsent from './locales/it/consent.json'
import itFavourites from './locales/it/favourites.json'
import itHome from './locales/it/home.json'
import itMemberBookings from './locales/it/memberBookings.json'
import itNewsletter from './locales/it/newsletter.json'
import itProfile from './locales/it/profile.json'
import itSignInMethods from './locales/it/signInMethods.json'
import itSiteUi from './locales/it/siteUi.json'
import slAccommodation from './locales/sl/accommodation.json'
import slAmenities from './locales/sl/amenities.json'
import slCommon from './locales/sl/common.json'
import slConsent from './locales/sl/consent.json'
import slFavourites from './locales/sl/favourites.json'
import slHome from './locales/sl/home.json'
import slMemberBookings from './locales/sl/memberBookings.json'
import slNewsletter from './locales/sl/newsletter.json'
import slProfile from './locales/sl/profile.json'
import slSignInMethods from './locales/sl/signInMethods.json'
import slSiteUi from './locales/sl/siteUi.json'

/** The host site's namespaces, per language; English is the source. */
export const siteResources = {
  en: {
    common: enCommon,
    home: enHome,
    accommodation: enAccommodation,
    amenities: enAmenities,
    signInMethods: enSignInMethods,
    favourites: enFavourites,
    memberBookings: enMemberBookings,
    newsletter: enNewsletter,
    profile: enProfile,
    siteUi: enSiteUi,
    consent: enConsent,
  },
  de: {
    common: deCommon,
    home: deHome,
    accommodation: deAccommodation,
    amenities: deAmenities,
    signInMethods: deSignInMethods,
    favourites: deFavourites,
    memberBookings: deMemberBookings,
    newsletter: deNewsletter,
    profile: deProfile,
    siteUi: deSiteUi,
    consent: deConsent,
  },
  it: {
    common: itCommon,
    home: itHome,
    accommodation: itAccommodation,
    amenities: itAmenities,
    signInMethods: itSignInMethods,
    favourites: itFavourites,
    memberBookings: itMemberBookings,
    newsletter: itNewsletter,
    profile: itProfile,
    siteUi: itSiteUi,
    consent: itConsent,
  },
  hr: {
    common: hrCommon,
    home: hrHome,
    accommodation: hrAccommodation,
    amenities: hrAmenities,
    signInMethods: hrSignInMethods,
    favourites: hrFavourites,
    memberBookings: hrMemberBookings,
    newsletter: hrNewsletter,
    profile: hrProfile,
    siteUi: hrSiteUi,
    consent: hrConsent,
  },
  sl: {
    common: slCommon,
    home: slHome,
    accommodation: slAccommodation,
    amenities: slAmenities,
    signInMethods: slSignInMethods,
    favourites: slFavourites,
    memberBookings: slMemberBookings,
    newsletter: slNewsletter,
    profile: slProfile,
    siteUi: slSiteUi,
    consent: slConsent,
  },
} as const
