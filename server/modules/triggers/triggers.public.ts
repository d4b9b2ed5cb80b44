/** The triggers module's public face: the engine's run (tests and the bench drive it), webhook signing and the demo rows. */
export { runTriggers, TRIGGER_JOB, WEBHOOK_JOB, webhookJobHandler, type EngineDeps, type RunPayload, type WebhookPayload } from './trigger-engine';
export { callWebhook, checkTarget, isForbiddenAddress, signBody, WebhookRefused } from './webhook';
export { seedTriggers } from './triggers-seed';
