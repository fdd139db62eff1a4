import { SchemaValidationError, type Interceptor, type QueryResultRow } from 'slonik';

/**
 * slonik types rows with `sql.type(schema)` but does not check them: this interceptor validates
 * every row against the query's schema and returns the parsed value.
 */
export const resultParserInterceptor: Interceptor = {
  name: 'result-parser',
  transformRowAsync: async (context, query, row) => {
    const parser = context.resultParser;
    if (!parser) return row;
    const result = await parser['~standard'].validate(row);
    if (result.issues) {
      throw new SchemaValidationError(query, row, result.issues as never);
    }
    return result.value as QueryResultRow;
  },
} as Interceptor;
