export { CompliancePage } from './compliance-page';
