import type { Page } from '@playwright/test';
import type { Answer, PublicItem } from '@aula/shared/questions';

/**
 * Gives `answer` to the question on the page the way a child would: clicking choices, typing,
 * choosing in lists and moving entries with their buttons.
 */
export async function answerInPage(page: Page, item: PublicItem, answer: Answer) {
  const textOf = (entries: { id: string; text: string }[], id: string) => {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) throw new Error(`no entry ${id} in ${item.id}`);
    return entry.text;
  };
  if (item.type === 'single_choice' && answer.type === 'single_choice') {
    await page
      .getByRole('radio', { name: textOf(item.choices, answer.choice_id), exact: true })
      .click();
  } else if (item.type === 'multiple_choice' && answer.type === 'multiple_choice') {
    for (const id of answer.choice_ids)
      await page.getByRole('checkbox', { name: textOf(item.choices, id), exact: true }).click();
  } else if (item.type === 'numeric' && answer.type === 'numeric') {
    await page.getByLabel(/^Your answer/).fill(answer.value);
  } else if (item.type === 'short_text' && answer.type === 'short_text') {
    await page.getByLabel('Your answer').fill(answer.text);
  } else if (item.type === 'dropdown' && answer.type === 'dropdown') {
    for (const [index, blank] of item.blanks.entries()) {
      const optionId = answer.selections[blank.id];
      if (!optionId) throw new Error(`no selection for blank ${blank.id}`);
      await page
        .getByLabel(`Blank ${index + 1}`, { exact: true })
        .selectOption({ label: textOf(blank.options, optionId) });
    }
  } else if (item.type === 'ordering' && answer.type === 'ordering') {
    // The entries start in the order shown; move each wanted one up to its place.
    const shown = item.items.map((entry) => entry.id);
    for (const [target, id] of answer.order.entries()) {
      const text = textOf(item.items, id);
      for (let index = shown.indexOf(id); index > target; index -= 1) {
        await page.getByRole('button', { name: `Move “${text}” up` }).click();
        shown.splice(index, 1);
        shown.splice(index - 1, 0, id);
      }
    }
  } else if (item.type === 'matching' && answer.type === 'matching') {
    for (const left of item.left) {
      const rightId = answer.matches[left.id];
      if (!rightId) throw new Error(`no match for ${left.id}`);
      await page
        .getByLabel(left.text, { exact: true })
        .selectOption({ label: textOf(item.right, rightId) });
    }
  } else {
    throw new Error(`answer ${answer.type} does not fit question ${item.type}`);
  }
}

/** An answer of the right shape that is wrong: another choice, another number, … */
export function wrongAnswer(item: PublicItem, right: Answer): Answer {
  switch (right.type) {
    case 'single_choice': {
      const choices = item.type === 'single_choice' ? item.choices : [];
      const other = choices.find((choice) => choice.id !== right.choice_id)!;
      return { type: 'single_choice', choice_id: other.id };
    }
    case 'numeric':
      return { type: 'numeric', value: right.value === '999' ? '998' : '999' };
    case 'short_text':
      return { type: 'short_text', text: 'zzz' };
    case 'multiple_choice': {
      const choices = item.type === 'multiple_choice' ? item.choices : [];
      const others = choices.filter((choice) => !right.choice_ids.includes(choice.id));
      return {
        type: 'multiple_choice',
        choice_ids: others.length > 0 ? [others[0]!.id] : right.choice_ids.slice(1),
      };
    }
    case 'ordering':
      return { type: 'ordering', order: [...right.order].reverse() };
    case 'matching': {
      const lefts = Object.keys(right.matches);
      const rights = lefts.map((left) => right.matches[left]!);
      return {
        type: 'matching',
        matches: Object.fromEntries(
          lefts.map((left, index) => [left, rights[(index + 1) % rights.length]!]),
        ),
      };
    }
    case 'dropdown': {
      const blanks = item.type === 'dropdown' ? item.blanks : [];
      return {
        type: 'dropdown',
        selections: Object.fromEntries(
          blanks.map((blank) => [
            blank.id,
            blank.options.find((option) => option.id !== right.selections[blank.id])!.id,
          ]),
        ),
      };
    }
  }
}
