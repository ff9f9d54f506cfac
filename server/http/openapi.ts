import { z } from 'zod';
import { errorReply, filePartsOf, type CallDef, type PermissionRule } from '@/shared/api/contract';
import { permissionsOf } from '../security/access';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
}

const openApiPath = (call: CallDef) => `/api/${call.service}${call.path.replace(/:(\w+)/g, '{$1}')}`;

const operationId = (call: CallDef) =>
  `${call.service}_${call.method.toLowerCase()}_${call.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;

function parameters(schema: z.ZodType | undefined, location: 'query' | 'path') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const problem = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
});

const ANY_TOKEN = [{ bearerToken: [] }, { authTokenHeader: [] }];

/** 'the `list` bit on the security point `USERS`', or several such joined by 'or'. */
const bitsNamed = (rule: PermissionRule) =>
  permissionsOf(rule)
    .map(({ point, bit }) => `the \`${bit}\` bit on the security point \`${point}\``)
    .join(' or ');

/** The permission rules of a call in words: the declared one, then the one its handler checks. */
function permissionWords(call: CallDef): string[] {
  const declared = typeof call.access === 'object' ? [`Needs ${bitsNamed(call.access)}.`] : [];
  const inHandler = call.checkedInHandler ? [`Checked by the handler: ${call.checkedInHandler}`] : [];
  const groups = call.groups ? [`Only members of the security groups ${call.groups.join(', ')}.`] : [];
  return [...declared, ...groups, ...inHandler];
}

/** A multipart body: its text fields as the contract has them (or its one JSON part), and its file parts as binary. */
function multipartSchema(multipart: NonNullable<CallDef['multipart']>): JsonSchema {
  const fields = jsonSchema(multipart.fields, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  const schema = multipart.jsonPart ? { type: 'object', properties: { [multipart.jsonPart]: fields }, required: [multipart.jsonPart] } : fields;
  const files = filePartsOf(multipart);
  const requiredFiles = multipart.filesOptional ? [] : files.filter((file) => !multipart.optionalFiles?.includes(file));
  return {
    ...schema,
    properties: { ...schema.properties, ...Object.fromEntries(files.map((file) => [file, { type: 'string', format: 'binary' }])) },
    required: [...(schema.required ?? []), ...requiredFiles],
  };
}

function operation(call: CallDef) {
  const access = call.access;
  const permission = typeof access === 'object' ? access : undefined;
  const rules = permissionWords(call);
  const responses: Record<string, unknown> = {
    200: { description: 'Success', content: { 'application/json': { schema: jsonSchema(call.reply, 'output') } } },
    400: problem('The request is not valid; `fields` names each bad field.'),
  };
  if (access !== 'public') {
    responses[401] = problem('No live session.');
    responses[403] = problem(rules.length > 0 ? `Not allowed. ${rules.join(' ')}` : 'Not allowed.');
  }
  return {
    operationId: operationId(call),
    summary: call.summary,
    tags: [call.service],
    ...(rules.length > 0 && { description: rules.join(' ') }),
    ...(permission && { 'x-permission': permission }),
    ...(call.checkedInHandler && { 'x-permission-checked-in-handler': call.checkedInHandler }),
    ...(call.groups && { 'x-security-groups': call.groups }),
    security: access === 'public' ? [] : call.tokenHeader ? [...ANY_TOKEN, { xAuthHeader: [] }] : ANY_TOKEN,
    parameters: [...parameters(call.params, 'path'), ...parameters(call.query, 'query')],
    ...(call.body && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(call.body, 'input') } } },
    }),
    ...(call.multipart && {
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: multipartSchema(call.multipart),
            ...(call.multipart.jsonPart && { encoding: { [call.multipart.jsonPart]: { contentType: 'application/json' } } }),
          },
        },
      },
    }),
    responses,
  };
}

/** The signed storage links sit outside the services, so they are described here by hand. */
const storagePaths = {
  '/api/storage/upload/{key}': {
    put: {
      operationId: 'storage_put_upload',
      summary: 'Upload the bytes of one file to a signed link from presignedurl; the link stores one file, once',
      tags: ['storage'],
      security: [],
      parameters: [
        { name: 'key', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'expires', in: 'query', required: true, schema: { type: 'integer' } },
        { name: 'signature', in: 'query', required: true, schema: { type: 'string' } },
      ],
      requestBody: { required: true, content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
      responses: {
        200: { description: 'Stored' },
        403: problem('The link is expired, not valid, or already used (a file it refused does not use it).'),
        413: problem("The file is larger than its category allows, e.g. 'Filesize must be smaller than 5MB!'."),
        415: problem('The file type is not allowed for the category.'),
      },
    },
  },
  '/api/storage/files/{key}': {
    get: {
      operationId: 'storage_get_file',
      summary: 'A stored file; private categories need the expires and signature of a signed link',
      tags: ['storage'],
      security: [],
      parameters: [
        { name: 'key', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'expires', in: 'query', required: false, schema: { type: 'integer' } },
        { name: 'signature', in: 'query', required: false, schema: { type: 'string' } },
      ],
      responses: {
        200: { description: 'The file' },
        403: problem('A private file without a valid signed link.'),
        404: problem('No such file.'),
      },
    },
  },
};

/** OpenAPI 3.1 built from the contract calls the server registered. */
export function openApiDocument(calls: readonly CallDef[]) {
  const paths: Record<string, Record<string, unknown>> = { ...storagePaths };
  for (const call of calls) {
    const path = (paths[openApiPath(call)] ??= {});
    path[call.method.toLowerCase()] = operation(call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Back-office API',
      version: '1.0.0',
      description:
        'Every call of the staff back-office. Errors are `{ success: false, message, code?, fields? }` with a 4xx status; `messageCode` (and `fieldCodes` for `fields`) names each message in the catalogue of server messages, with the values filled into it in `messageParams`.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(calls.map((call) => call.service))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorReply: jsonSchema(errorReply, 'output') },
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', description: 'The x-auth-token returned by the login call.' },
        authTokenHeader: { type: 'apiKey', in: 'header', name: 'auth-token' },
        xAuthHeader: { type: 'apiKey', in: 'header', name: 'x-auth-header' },
      },
    },
  };
}
