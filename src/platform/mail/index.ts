export { DeliveryError, sendMail, type MailMessage, type SmtpSettings } from './mailer.ts';
export { gatewayUrl, sendTextMessage, type MessageGatewaySettings, type TextMessage } from './message-gateway.ts';
