import { useEffect, useState } from 'react'
import { useAccountFlow } from '../AccountFlowContext'
import { NewPassword } from './NewPassword'
import { RequestPasswordReset } from './RequestPasswordReset'
import { useLinkToken } from './useLinkToken'

/**
 * /{lang}/reset-password: without a link, asks for one by e-mail; with a link
 * (`#token=...`), sets the new password.
 */
export function ResetPassword() {
  const flow = useAccountFlow()
  const token = useLinkToken()
  // The link the member gave up on for a new one: the form that asks for one shows instead.
  const [givenUp, setGivenUp] = useState<string>()
  useEffect(() => flow.getState().dismiss(), [flow, token])
  if (token && token !== givenUp)
    return (
      <NewPassword
        token={token}
        onNewLink={() => {
          flow.getState().dismiss()
          setGivenUp(token)
        }}
      />
    )
  return <RequestPasswordReset />
}
