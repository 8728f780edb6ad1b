import '@resort/widget/styles.css'
import './styles/site.css'
import './styles/accommodation.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AccountFlowProvider } from './account/AccountFlowContext'
import { App } from './App'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      {/* The member's session is the site's, whatever the page. */}
      <AccountFlowProvider>
        <App />
      </AccountFlowProvider>
    </BrowserRouter>
  </StrictMode>,
)
