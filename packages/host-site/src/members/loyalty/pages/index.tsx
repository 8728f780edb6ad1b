// The club's pages, one chunk that the site loads when a visitor opens one of them. Each waits
// for the club's texts in the page's language before it renders.
import { BenefitsPage } from './BenefitsPage'
import { ClubFrame } from './ClubFrame'
import { ClubRulesPage } from './ClubRulesPage'
import { ExclusiveOffersPage } from './ExclusiveOffersPage'
import { LoyaltyConfirmPage } from './LoyaltyConfirmPage'
import { LoyaltyPage } from './LoyaltyPage'
import { PointsPage } from './PointsPage'
import { ProfileOverviewPage } from './ProfileOverviewPage'

export const Loyalty = () => (
  <ClubFrame titleKey="loyalty.document_title">
    <LoyaltyPage />
  </ClubFrame>
)
export const LoyaltyConfirm = () => (
  <ClubFrame titleKey="confirm.title">
    <LoyaltyConfirmPage />
  </ClubFrame>
)
export const ClubRules = () => (
  <ClubFrame titleKey="club.title">
    <ClubRulesPage />
  </ClubFrame>
)
export const ProfileOverview = () => (
  <ClubFrame titleKey="overview.title">
    <ProfileOverviewPage />
  </ClubFrame>
)
export const Points = () => (
  <ClubFrame titleKey="points.title">
    <PointsPage />
  </ClubFrame>
)
export const Benefits = () => (
  <ClubFrame titleKey="benefits.title">
    <BenefitsPage />
  </ClubFrame>
)
export const ExclusiveOffers = () => (
  <ClubFrame titleKey="offers.title">
    <ExclusiveOffersPage />
  </ClubFrame>
)
