import { describe, expect, it } from 'vitest';
import { cleanCompany, companyFromTitle } from './adapters.ts';

describe('companyFromTitle', () => {
  it.each([
    [
      'Job Application for Senior Data Engineer at Bramblecrest Analytics',
      'Senior Data Engineer',
      'Bramblecrest Analytics',
    ],
    ['Harborlight Robotics - Field Service Technician', 'Field Service Technician', 'Harborlight Robotics'],
    [
      'Staff Engineer, Routing | Copperline Logistics | LinkedIn',
      'Staff Engineer, Routing',
      'Copperline Logistics',
    ],
    ['Product Designer, Growth @ Tidewater Labs', 'Product Designer, Growth', 'Tidewater Labs'],
    ['Senior Welder - Fabrication | Ironvale Trailers', 'Senior Welder - Fabrication', 'Ironvale Trailers'],
    [
      'Senior Accountant in Austin, Texas | Careers at Northwind Freight',
      'Senior Accountant',
      'Northwind Freight',
    ],
    [
      'Marlowe Health hiring Clinical Research Coordinator Job in Chicago, IL | Glassdoor',
      'Clinical Research Coordinator',
      'Marlowe Health',
    ],
    [
      'Senior Backend Engineer at Lumenpath • Wellfound (formerly AngelList Talent)',
      'Senior Backend Engineer',
      'Lumenpath',
    ],
  ])('%s', (title, position, company) => {
    expect(companyFromTitle(title, position)).toBe(company);
  });

  it('finds nothing when the position is only part of a longer segment or the rest is a board or careers site', () => {
    expect(companyFromTitle('Senior Engineer at Acme', 'Engineer')).toBe('');
    expect(companyFromTitle('Warehouse Shift Lead - Fernhollow Careers', 'Warehouse Shift Lead')).toBe('');
    expect(companyFromTitle('Payroll Analyst | Workday', 'Payroll Analyst')).toBe('');
  });

  it('strips decorations from employer names', () => {
    expect(cleanCompany('at Kestrel & Finch')).toBe('Kestrel & Finch');
    expect(cleanCompany('Marlowe Health Institute 3.9 ★')).toBe('Marlowe Health Institute');
    // A local government's name with its state after it (decision 120); a firm's legal form stays.
    expect(cleanCompany('Marren County, OR')).toBe('Marren County');
    expect(cleanCompany('City of Marren, OR')).toBe('City of Marren');
    expect(cleanCompany('Hollis & Dunn, PA')).toBe('Hollis & Dunn, PA');
    expect(cleanCompany('Pinecrest (opens in a new tab)')).toBe('Pinecrest');
  });

  it('decision 095: keeps a number that ends the name; a rating is one digit', () => {
    expect(cleanCompany('Granite Hills School District SAU 41')).toBe('Granite Hills School District SAU 41');
    expect(cleanCompany('Teamsters Local 1199')).toBe('Teamsters Local 1199');
    expect(cleanCompany('Marlowe Health Institute4.2')).toBe('Marlowe Health Institute');
  });
});

describe('decision 120', () => {
  it('reads "Вакансія X у Y" (vacancy X at Y) as the employer Y', () => {
    expect(companyFromTitle('Вакансія Senior QA Engineer у Orilka Soft | Board', 'Senior QA Engineer')).toBe(
      'Orilka Soft',
    );
    expect(companyFromTitle('Вакансия Тестировщик в Орилка Софт | Board', 'Тестировщик')).toBe('Орилка Софт');
  });
});

describe('decision 122', () => {
  it('reads "Вакансия X в City, работа в компании Y" (at the company Y) as the employer Y, not the city', () => {
    expect(
      companyFromTitle('Вакансия Сварщик в Казани, работа в компании Волжский металл — Board', 'Сварщик'),
    ).toBe('Волжский металл');
  });
});
