// A chat bot answers a customer in their language: may I raise my payment limit for my trip, and
// from when? Plain CommonJS: `require()` loads the package (Node 20.19 or later), no build step.
const { checkChange, firstBusinessDayFrom, formatDisplayDate, languageOf } = require('@debit-card-self-service/domain');
const { catalogueText } = require('@debit-card-self-service/domain/catalogue-texts');

const WORDS = {
  nl: { allowed: 'Dat kan. Je bevestigt het daarna in de app.', from: 'De eerste dag daarna waarop het wel kan:' },
  en: { allowed: 'You can. You confirm it in the app afterwards.', from: 'The first day after it that works:' },
};

/**
 * `question`: `{ language, today, card, change }`, the card as the bank's details call sends it and
 * `change` as `checkChange` takes it. The answer is what the bot says, and the code behind it.
 */
function answer(question) {
  const language = languageOf(question && question.language);
  const words = WORDS[language];
  const checked = checkChange(question && question.card, question && question.change, {
    today: question && question.today,
  });
  if (checked.ok) return { code: 'allowed', say: words.allowed };
  const reply = { code: checked.error.code, say: catalogueText(checked.error.code, language) };
  // A start on a day the bank is closed (a weekend, 0051; a public holiday, 0052): offer the next open one.
  if (checked.error.field === 'startDate' && /_005[12]$/.test(checked.error.code)) {
    const start = firstBusinessDayFrom(question.change.body.startDate);
    if (start.ok) reply.say += ` ${words.from} ${formatDisplayDate(start.value)}.`;
  }
  return reply;
}

module.exports = { answer };
