import { ListSection } from '../list/ListSection'
import { reviewsScreen } from './reviewsScreen'

/** The reviews' page: its list screen. */
export const ReviewsSection = () => <ListSection screen={reviewsScreen} />
