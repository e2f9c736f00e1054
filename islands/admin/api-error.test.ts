import { expect, test } from "bun:test";
import { apiErrorOf } from "./api-error.ts";

test("reads the status, the server's sentence and the field it names from a refused call's error", () => {
  expect(apiErrorOf(new Error('401: {"error":"That password is not correct","field":"password"}')))
    .toEqual({ status: 401, reason: "That password is not correct", field: "password" });
  expect(apiErrorOf(new Error('400: {"error":"value must be at most 1000 characters","field":"value"}')).reason)
    .toBe("value must be at most 1000 characters");
  expect(apiErrorOf(new Error("502: Bad Gateway"))).toEqual({ status: 502, reason: "Bad Gateway" });
  expect(apiErrorOf(new TypeError("fetch failed")).status).toBeNull();
});
