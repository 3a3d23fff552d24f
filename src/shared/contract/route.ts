// One API route as both sides read it: its method and path (the key), the schemas of what goes in and
// of what comes back. The server registers the route from this (validation, serialisation, OpenAPI at
// /api/docs); the client's typed call takes the key and gets the request and response types from it.
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${Method} /api/${string}`;
/** The status of a success: 200, 201 when something was created, 204 when there is nothing to send. */
export type SuccessStatus = 200 | 201 | 204;

export interface RouteContract {
  key: RouteKey;
  status: SuccessStatus;
  /** One line for the API's documentation. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart form data (uploads), described in words rather than by a schema. */
  multipart?: true;
  response: z.ZodType;
}

/** A route of the contract, its exact schema types kept for both sides. */
export const defineRoute = <const R extends RouteContract>(route: R): R => route;

/** Every route of one contract file, as a union. */
export type RoutesOf<Group> = Group[keyof Group];
