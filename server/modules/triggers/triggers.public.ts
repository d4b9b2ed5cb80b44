/** The triggers module's public face: the engine's run and the split (tests and the bench drive them), webhook signing and the demo rows. */
export { runTriggers, TRIGGER_JOB, WEBHOOK_JOB, webhookJobHandler, type EngineDeps, type RunPayload, type WebhookPayload } from './trigger-engine';
export { callWebhook, checkTarget, isForbiddenAddress, signBody, WebhookRefused } from './webhook';
export { seedTriggers } from './triggers-seed';
export { splitOrder } from './split-engine';
