// The test gateway as the booking server's tests start it (decision 040): its HTTP server, and
// what its card page does with a typed card.
export { buildTestGateway, type TestGatewayOptions } from './server'
export {
  answerChallenge,
  confirmWithCard,
  type CardPageAnswer,
  type TypedCard,
} from './cardPageCalls'
export { confirmWithTestCard } from './testCardCalls'
