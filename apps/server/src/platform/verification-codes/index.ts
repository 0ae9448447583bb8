export {
  consumeVerificationCode,
  issueVerificationCode,
  type CodeCheck,
  type CodeRequest,
  type IssuedCode,
  type VerificationCodeDeps,
} from './verification-codes';
export { newVerificationCode } from './code-hash';
