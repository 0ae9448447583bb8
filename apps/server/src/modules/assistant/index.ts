/** The assistant module's face (ADR 008, ADR 044): the assistant API under `/assistant`. */
export { assistantRoutes, type AssistantRoutesDeps } from './assistant.routes';
