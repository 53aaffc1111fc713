import { Type } from 'typebox';

export const ExternalEventConfigurationItem = Type.Object({ type: Type.String(), enabled: Type.Boolean() });

/** GET /externalevents/configuration (Fineract's ExternalEventConfigurationData). */
export const ExternalEventConfiguration = Type.Object({ externalEventConfiguration: Type.Array(ExternalEventConfigurationItem) });

const TypesEnabled = Type.Record(Type.String(), Type.Boolean(), { description: 'event type name → published or not' });

export const UpdateExternalEventConfigurationRequest = Type.Object({ externalEventConfigurations: TypesEnabled });

export const UpdateExternalEventConfigurationResult = Type.Object({ changes: Type.Optional(Type.Object({ externalEventConfigurations: TypesEnabled })) });
