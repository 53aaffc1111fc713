import { DomainRuleError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

/** 404: the client has no image (Fineract's ImageNotFoundException). */
export function imageNotFound(clientId: number): NotFoundError {
  return new NotFoundError('error.msg.entity.image.invalid', `Image for resource clients with Identifier ${clientId} does not exist`, ['clients', clientId]);
}

/** 403: only GIF, PNG and JPEG images (the declared type, and the bytes). */
export function imageTypeRefused(contentType: string): DomainRuleError {
  return new DomainRuleError('error.msg.image.type.upload', `Only image files of type GIF,PNG and JPG are allowed, but not: ${contentType}`, [contentType]);
}

/** 403: a text body that is no base64 `data:` URL of a GIF, PNG or JPEG image. */
export function dataUrlInvalid(): DomainRuleError {
  return new DomainRuleError('error.msg.dataURL.save', "Only GIF, PNG and JPEG Data URL's are allowed");
}

/** 400: no image in the request. */
export function imageMissing(): ValidationError {
  return new ValidationError([parameterError('validation.msg.clientImage.cannot.be.blank', 'The parameter image cannot be blank.', 'image')]);
}
