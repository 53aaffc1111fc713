import { DeliveryError } from './mailer.ts';

/** Fineract's message gateway (the `SMS` external service): where text messages are handed over. */
export interface MessageGatewaySettings {
  readonly hostName: string;
  readonly portNumber: number;
  /** Path below the host; `/` or empty for none. */
  readonly endPoint: string;
  readonly tenantAppKey: string | undefined;
}

export interface TextMessage {
  readonly mobileNumber: string;
  readonly message: string;
  /** The gateway's provider id (two-factor configuration `otp-delivery-sms-provider`). */
  readonly providerId: number;
}

const TIMEOUT_MS = 10_000;

/** `http://<host_name>:<port_number>[/<end_point>]/sms`, as Fineract builds it. */
export function gatewayUrl(settings: MessageGatewaySettings): string {
  const path = settings.endPoint.trim().replace(/^\/+|\/+$/g, '');
  return `http://${settings.hostName}:${settings.portNumber}/${path === '' ? '' : `${path}/`}sms`;
}

/**
 * Hands one message to the gateway: POST of a JSON array of messages
 * (`[{tenantId, mobileNumber, message, providerId}]`) with the headers `Fineract-Platform-TenantId` and
 * `Fineract-Tenant-App-Key`. Any 2xx answer is success; anything else a DeliveryError.
 */
export async function sendTextMessage(settings: MessageGatewaySettings, tenantIdentifier: string, message: TextMessage): Promise<void> {
  const body = JSON.stringify([{ tenantId: tenantIdentifier, mobileNumber: message.mobileNumber, message: message.message, providerId: message.providerId }]);
  let response: Response;
  try {
    response = await fetch(gatewayUrl(settings), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'fineract-platform-tenantid': tenantIdentifier,
        ...(settings.tenantAppKey === undefined ? {} : { 'fineract-tenant-app-key': settings.tenantAppKey }),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new DeliveryError('the message gateway could not be reached', { cause: error });
  }
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) {
    throw new DeliveryError(`the message gateway answered ${response.status}`);
  }
}
