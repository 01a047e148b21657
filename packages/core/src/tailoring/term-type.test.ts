import { describe, expect, it } from 'vitest';
import { isSkillType, type TypingContext, typeOfTerm } from './term-type.ts';

const posting = [
  'Harbor Health serves patients and families across Illinois and Denver.',
  'Responsibilities',
  'Design water distribution and sewer systems',
  'Adjust instruction for English learners and supervise associates on second shift',
  'Reports to the General Manager; partners with Sales, Production and Procurement.',
  'Requirements',
  'Experience with Epic and Westlaw; draft pleadings and discovery requests',
  'Active Ohio RN license; BLS certification',
  "Bachelor's degree or MBA; BS in Civil Engineering",
  'Spanish speaking a plus',
  'Benefits: 401(k), paid time off, dental insurance',
];
const context: TypingContext = {
  companyName: 'Harbor Health',
  titles: ['Registered Nurse', 'Charge Nurse'],
  lines: posting,
  duties: posting.slice(2, 4),
};
const type = (phrase: string) => typeOfTerm(phrase, context);

describe('typeOfTerm: what a posting phrase names', () => {
  it.each([
    ['Harbor Health', 'company'],
    ['Illinois', 'place'],
    ['Denver', 'place'],
    ['Two', 'number'],
    ['second shift', 'number'],
    ['Registered Nurse', 'title'],
    ['General Manager', 'person'],
    ['patients', 'person'],
    ['families', 'person'],
    ['associates', 'person'],
    ['English learners', 'person'],
    ["Bachelor's degree", 'degree'],
    ['MBA', 'degree'],
    ['Civil Engineering', 'degree'],
    ['paid time off', 'benefit'],
    ['Sales', 'generic'],
    ['share', 'generic'],
    ['Adjust instruction', 'generic'],
    ['Design water distribution', 'generic'],
  ])('%s is %s, never a skill', (phrase, expected) => {
    expect(type(phrase)).toBe(expected);
    expect(isSkillType(type(phrase))).toBe(false);
  });

  it.each([
    ['Epic'],
    ['Westlaw'],
    ['pleadings'],
    ['discovery requests'],
    ['Ohio RN license'],
    ['BLS certification'],
    ['Spanish'],
  ])('%s may stand in a skills list', (phrase) => {
    expect(isSkillType(type(phrase))).toBe(true);
  });
});
