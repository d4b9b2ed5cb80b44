import type { FastifyInstance } from 'fastify';
import { SmsCodeService } from '../auth/auth.public';
import { PortalAccountsService } from './accounts.service';
import { PortalCustomerService } from './portal-customer.service';
import { portalCustomerRoutes } from './portal-customer.routes';
import { portalRoutes } from './portal.routes';
import { PortalSettingsService } from './settings.service';

/** The customer portal: staff manage accounts and settings; customers sign in with an SMS code to their own portal session. */
export async function portalPlugin(app: FastifyInstance, { hotline }: { hotline: string }) {
  await app.register(portalRoutes, { accounts: new PortalAccountsService(app.db), settings: new PortalSettingsService(app.db), hotline });
  await app.register(portalCustomerRoutes, { service: new PortalCustomerService(app.db, new SmsCodeService(app.db, app.sms), app.notifications, app.storage) });
}
