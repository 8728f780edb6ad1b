export { answerValue, useApiAnswer, type ApiAnswer } from './useEndpoint'
