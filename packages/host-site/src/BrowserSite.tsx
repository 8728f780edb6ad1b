import { StrictMode } from 'react'
import { BrowserRouter } from 'react-router'
import { App } from './App'
import { AccountFlowProvider } from './members/account/AccountFlowContext'

/** The site as the browser runs it; the server renders the same App (entry-server.tsx). */
export function BrowserSite() {
  return (
    <StrictMode>
      <BrowserRouter>
        {/* The member's session is the site's, whatever the page. */}
        <AccountFlowProvider>
          <App />
        </AccountFlowProvider>
      </BrowserRouter>
    </StrictMode>
  )
}
