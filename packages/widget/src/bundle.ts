// The script-tag entry: registers the widget's custom elements on the partner's page.
import { defineElement } from './elements/defineElement'
import { ResortSearch } from './search/ResortSearch'
import css from './styles/widget.css?inline'

defineElement('resort-search', ResortSearch, { lang: 'string' }, css)
