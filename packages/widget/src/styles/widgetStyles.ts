import flows from './flows.css?inline'
import { searchStyles } from './searchStyles'

/**
 * What the other elements adopt: all of widget.css, built from the same files, so a page with
 * a search and a booking element loads the shared part once.
 */
export const widgetStyles = `${searchStyles}\n${flows}`
