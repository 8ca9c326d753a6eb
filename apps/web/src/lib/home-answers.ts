import { HOME_ANSWERS_ID, type HomeAnswers } from '@vigie/contract';

/**
 * The API's answers the server painted Home's first cards from, when the page holds them: read once, then
 * gone from the page (later reloads ask the API).
 */
export function takeHomeAnswers(): HomeAnswers | null {
  const element = document.getElementById(HOME_ANSWERS_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as HomeAnswers;
  } catch {
    return null;
  }
}
