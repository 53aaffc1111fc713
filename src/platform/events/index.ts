export { BusinessEvent, type BusinessEventContext, type BusinessEventListener } from './business-event.ts';
