import { Type } from 'typebox';

export const ExternalServiceParams = Type.Object({ servicename: Type.String({ description: 'S3, SMTP, SMS or NOTIFICATION' }) });

export const ExternalServiceProperties = Type.Array(
  Type.Object({ name: Type.String(), value: Type.Optional(Type.String({ description: 'secrets read as XXXX; omitted when unset' })) }),
);

export const ExternalServiceRequest = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]), {
  description:
    'Property name → value. SMTP: username, password, host, port, useTLS, fromEmail, fromName. SMS: host_name, port_number, end_point, tenant_app_key. ' +
    'S3: s3_access_key, s3_bucket_name, s3_secret_key. NOTIFICATION: server_key, gcm_end_point, fcm_end_point. A secret sent as XXXX stays unchanged.',
});

export const ExternalServiceCommandResult = Type.Object({ resourceId: Type.Integer(), changes: Type.Optional(Type.Record(Type.String(), Type.Unknown())) });
