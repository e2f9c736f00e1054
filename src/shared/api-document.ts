/**
 * The parts of GET /api/openapi.json that the site's own API page reads.
 * The server builds the full document; this is the client's narrow view of it.
 */
export interface ApiOperation {
  summary: string;
  description?: string;
  tags: string[];
  parameters?: { name: string; in: "query" | "path"; required: boolean; description?: string; schema: ApiSchema }[];
  requestBody?: { content: Record<string, { schema: ApiSchema }> };
  responses: Record<string, { description: string; content: Record<string, { schema: ApiSchema }> }>;
  "x-example": string;
  "x-example-body"?: unknown;
  "x-same-origin-only"?: boolean;
}

export interface ApiSchema {
  type?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  description?: string;
}

export interface ApiDocument {
  info: { title: string; description: string; "x-rate-limit": { requests: number; windowSeconds: number }; "x-licence-text": string };
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<"get" | "post", ApiOperation>>>;
}
