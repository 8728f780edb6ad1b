import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface LoopbackSmtp {
  port: number
  /** The RCPT TO addresses of every accepted message, in order. */
  recipients: string[]
  /** The raw DATA of every accepted message. */
  messages: string[]
  close: () => Promise<void>
}

/** A real SMTP server (nodemailer's smtp-server) on loopback: no TLS, no auth, keeps what it gets. */
export async function startSmtp(): Promise<LoopbackSmtp> {
  const recipients: string[] = []
  const messages: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipients.push(address.address)
      callback()
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.server.address() as AddressInfo).port,
    recipients,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The header fields of a raw message, unfolded (RFC 5322), by lower-case name. */
export function headerFieldsOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const fields = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':')
    if (at > 0)
      fields.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim())
  }
  return fields
}
