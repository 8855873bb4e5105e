/**
 * Calls to the company callables as the web app makes them under load.
 */
import { type CallableClient, refusal } from '../support/callables.ts';

/**
 * Calls until the callable itself answers. Under load the Functions emulator can fail to start
 * a worker for one of several concurrent requests (an error without our code); like the app,
 * this sends the same request again, which the callables recognise by its request id.
 */
export async function callAnswered<T = unknown>(client: CallableClient, name: string, data: unknown, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.call<T>(name, data);
    } catch (error) {
      if (refusal(error).code !== undefined || attempt >= attempts) throw error;
    }
  }
}
