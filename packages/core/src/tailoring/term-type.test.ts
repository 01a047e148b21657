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
  'The museum is accredited by the American Alliance of Museums (AAM).',
  'Follow AAM and AAMD guidelines; write grant proposals (NEH, IMLS, Luce Foundation)',
  'RDN credential from the Commission on Dietetic Registration; ACAS (Associate of the Casualty Actuarial Society)',
  "Bachelor's degree in information systems, accounting or a related field",
  'Grow the American art collection',
  'Cover open routes every morning and check each shift log',
  'APCO or IAED telecommunicator certification; ARRT (R) registration; CCS, RHIT or RHIA credential',
  'Registered Respiratory Therapist (RRT) credential from the NBRC',
  'Mentor junior engineers and EITs; supervise Speech-Language Pathology Assistants (SLPAs)',
  'Provide care on a 28-bed progressive care unit; meet loss ratio targets; keep job sites clean',
  'Maintain driver records (CDL Class B with P and S endorsements)',
  'Coordinate NCI cooperative group (NRG, SWOG, ECOG-ACRIN) trials',
  "Knowledge of OSHA 1910.269; WCAG 2.1 audits; bachelor's degree in French or Communications",
  'Log hours on the Omnitracs unit; IV catheter placement, blood draws and lab work',
  'Location: Chandler, AZ (on-site at the service center)',
  'We are opening our fourth service center in Chandler; schedule 4×10s; walk roofs up to 10/12 pitch',
  'Position: 0.9 FTE; our 96 MW campus',
  'Install and connect transformers; ability to climb and walk ladders',
  "Coordinate tax planning with clients' CPAs; internships or co-ops in a chemical plant count",
  'We see adult, pediatric and oncology patients',
  'Dispatch flights to Central America and across the U.S.',
  'Membership in IUOE Local 3 is a plus',
  'Reports to: Practice Lead, Network & Physical Testing',
  'Experience with master key systems; MS Office scheduling',
  'Write emergency action plans with coaches and EMS; supervise dietary aides',
  "Prepare orders for the judge's signature; OSHA 30-Hour Construction card; tour our fabrication shop",
  'Specialist degree (Ed.S.) in school psychology',
  'HTL(ASCP) certification, or HT(ASCP); paid ASCP certification maintenance',
  'CPR for the Professional Rescuer or BLS; review perfusion data; The School offers a pension',
  'Position: Hydrologist I',
  'Support the Director of Total Rewards with renewals and plan design',
  'Reports to: Director of Total Rewards',
  'Coordinate the plan update with FEMA and the state; monitor shortages through ASHP and FDA, and keep records',
  'Knowledge of MSHA and EPA regulations',
  'Prepare monthly reports for the CFO; own annual 1095-C reporting',
  'Send month-end reports to the practice owner and our CFA; AHERA Asbestos Inspector accreditation',
  'Run the annual training; handle shift coverage, phone calls and the front desk; manage multiple priorities',
  "Class B commercial driver's license (CDL) preferred; Tier 1 support; Level II technician",
  'Search adverse parties and prior counsel, and review results with attorneys and the General Counsel; check party names against PACER',
  'Precept students from our respiratory therapy program; associate degree in respiratory therapy',
];
const context: TypingContext = {
  companyName: 'Harbor Health',
  titles: ['Registered Nurse', 'Charge Nurse', 'Hydrologist I'],
  lines: posting,
  duties: posting.slice(2, 4),
};
const type = (phrase: string) => typeOfTerm(phrase, context);

describe('typeOfTerm: what a posting phrase names', () => {
  it('reads a form by its number and letter as a name, not a count', () => {
    expect(isSkillType(type('1095-C'))).toBe(true);
  });

  it('reads a rank word and its letter or number as which one of the thing beside it, not a skill', () => {
    for (const phrase of ['Class B', 'Tier 1', 'Level II']) expect(type(phrase), phrase).toBe('generic');
    expect(isSkillType(type('CDL'))).toBe(true);
  });

  it('reads a post, a field the posting names only where it is taught, and a phrase round "against" as no skill', () => {
    expect(type('General Counsel')).toBe('person');
    expect(type('respiratory therapy')).toBe('degree');
    expect(type('party names against PACER')).toBe('generic');
  });

  it('reads an accreditation as a credential', () => {
    expect(type('AHERA Asbestos Inspector accreditation')).toBe('credential');
  });

  it('keeps an agency listed before the rules it names a skill ("MSHA and EPA regulations")', () => {
    expect(isSkillType(type('MSHA'))).toBe(true);
  });

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
    ['ASCP', 'company'],
    ['Professional Rescuer', 'generic'],
    ['perfusion data', 'generic'],
    ["School's", 'generic'],
    ['Hydrologist', 'title'],
    ['Hydrologist II', 'title'],
    ['Hydrologists I and II', 'title'],
    ['Design water distribution', 'generic'],
    ['AAM', 'company'],
    ['AAMD', 'company'],
    ['NEH', 'company'],
    ['IMLS', 'company'],
    ['American Alliance of Museums', 'company'],
    ['Commission', 'generic'],
    ['Dietetic Registration', 'generic'],
    ['accounting', 'degree'],
    ['American', 'place'],
    ['every morning', 'generic'],
    ['each shift', 'generic'],
    ['APCO', 'company'],
    ['IAED', 'company'],
    ['ARRT', 'company'],
    ['EITs', 'person'],
    ['SLPAs', 'person'],
    ['Progressive care', 'generic'],
    ['loss ratio', 'generic'],
    ['job sites', 'generic'],
    ['S endorsements', 'generic'],
    ['NRG', 'company'],
    ['SWOG', 'company'],
    ['OSHA', 'generic'],
    ['French', 'degree'],
    ['Chandler', 'place'],
    ['10s', 'number'],
    ['10/12', 'number'],
    ['2/hour', 'number'],
    ['000/1 250', 'number'],
    ['Pre-1978', 'number'],
    ['Preceptor', 'person'],
    ['FTE', 'number'],
    ['MW', 'number'],
    ['connect transformers', 'generic'],
    ['walk ladders', 'generic'],
    ['CPAs', 'person'],
    ['internships', 'generic'],
    ['chemical plant', 'generic'],
    ['pediatric', 'person'],
    ['Central America', 'place'],
    ['U.S', 'place'],
    ['IUOE Local 3', 'company'],
    ['Director of Total Rewards', 'title'],
    ['FEMA', 'company'],
    ['CFA', 'person'],
    ['CFO', 'title'],
    ['ASHP', 'company'],
    ['Total Rewards', 'person'],
    ['annual training', 'generic'],
    ['shift coverage', 'generic'],
    ['phone calls', 'generic'],
    ['front desk', 'generic'],
    ['multiple priorities', 'generic'],
    ['Network Physical Testing', 'person'],
    ['EMS', 'person'],
    ['dietary aides', 'person'],
    ["judge's signature", 'generic'],
    ['OSHA', 'generic'],
    ['fabrication shop', 'generic'],
    ['Ed.S', 'degree'],
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
    ['ACAS'],
    ['grant proposals'],
    ['CCS'],
    ['RHIT'],
    ['RRT'],
    ['WCAG'],
    ['Omnitracs'],
    ['blood draws'],
    ['tax planning'],
    ['master key systems'],
    ['scheduling'],
  ])('%s may stand in a skills list', (phrase) => {
    expect(isSkillType(type(phrase))).toBe(true);
  });
});

describe("typeOfTerm: the initials of the job's own title, a provider's kind (decision 103)", () => {
  const lines = [
    'Position: Patient Care Technician (PCT) – In-Center Hemodialysis',
    'Our PCTs deliver safe hemodialysis treatments.',
    'Preferred: Registered Vascular Technologist (RVT) or Certified Hemodialysis Technician (CHT) credential',
    'First Aid, CPR and DAN oxygen provider certification; current BLS provider card',
  ];
  const context: TypingContext = {
    companyName: 'Acme Kidney Care',
    titles: ['Patient Care Technician (PCT) – In-Center Hemodialysis'],
    lines,
    duties: [],
  };

  it('reads initials the posting spells out as its own title as a title, a credential as a skill', () => {
    expect(typeOfTerm('PCT', context)).toBe('title');
    expect(isSkillType(typeOfTerm('RVT', context))).toBe(true);
    expect(isSkillType(typeOfTerm('CHT', context))).toBe(true);
  });

  it('reads the words before "provider" as which one, and a named one as a name', () => {
    expect(typeOfTerm('DAN oxygen', context)).toBe('generic');
    expect(isSkillType(typeOfTerm('BLS', context))).toBe(true);
  });
});

describe('typeOfTerm: wards, kinds of place and departments', () => {
  const context: TypingContext = {
    companyName: 'Keystone Funeral Homes',
    titles: ['Inventory Analyst'],
    lines: [
      'Perform removals from hospitals, nursing facilities and nursing homes',
      'Build Power BI dashboards for Finance and Operations leadership',
      'Serve 60 dermatology and GI practices',
      'Log hours on the Omnitracs unit',
      'Experience with wound care and triage',
      'FAA Part 107 Remote Pilot Certificate; NICET Level II in water-based systems',
      'Send samples to outside labs (ETS) for smoke-taint analyses; run Brix and pH checks',
    ],
    duties: [],
  };

  it('reads a word that always names a ward, place or department as no skill, and a name before one as a name', () => {
    expect(typeOfTerm('nursing', context)).toBe('generic');
    expect(typeOfTerm('winemakers', context)).toBe('person');
    expect(typeOfTerm('Operations', context)).toBe('generic');
    expect(typeOfTerm('dermatology', context)).toBe('generic');
    expect(isSkillType(typeOfTerm('Omnitracs', context))).toBe(true);
    expect(isSkillType(typeOfTerm('triage', context))).toBe(true);
  });

  it('reads "Remote" as a work mode only when the phrase is one', () => {
    expect(typeOfTerm('Remote', context)).toBe('benefit');
    expect(typeOfTerm('fully remote', context)).toBe('benefit');
    expect(typeOfTerm('FAA Part 107 Remote Pilot Certificate', context)).toBe('credential');
  });

  it('reads initials the posting gives a lab or vendor in brackets as a company', () => {
    expect(typeOfTerm('ETS', context)).toBe('company');
    expect(isSkillType(typeOfTerm('Brix', context))).toBe(true);
  });

  it('reads a piece of a credential written as dotted initials as no name', () => {
    const ctx = { companyName: 'Mercy', titles: [], lines: ['- R. EEG T. (ABRET) required'] };
    expect(typeOfTerm('EEG T', ctx)).toBe('generic');
  });

  it('reads the workplace the posting title names, ages and an ownership plan as no skills', () => {
    const ctx = {
      companyName: 'Sonoran Living',
      titles: ['Leasing Consultant – The Residences at Rio Salado'],
      lines: ['The Residences at Rio Salado is a 312-unit community.', '- ESOP ownership and a 401(k)'],
    };
    expect(typeOfTerm('Rio Salado', ctx)).toBe('company');
    expect(typeOfTerm('ESOP', ctx)).toBe('benefit');
    expect(typeOfTerm('3s 4s', ctx)).toBe('number');
    expect(
      isSkillType(typeOfTerm('Yardi', { ...ctx, titles: ['Leasing Consultant at Yardi Systems'] })),
    ).toBe(false);
  });

  it('reads initials the posting spells out as a post as a title', () => {
    const ctx = {
      companyName: 'Metro 911',
      titles: [],
      lines: ['- Communications Training Officer (CTO) experience'],
    };
    expect(typeOfTerm('CTO', ctx)).toBe('title');
  });

  it('reads a numbered name cut before its number as a fragment', () => {
    expect(typeOfTerm('FAA Part', context)).toBe('generic');
    expect(typeOfTerm('NICET Level', context)).toBe('generic');
  });
});

describe('typing, blind set 25 (decision 117)', () => {
  const ctx: TypingContext = {
    companyName: 'Delta Ag Air',
    titles: ['Agricultural Pilot'],
    lines: [
      'Schedule: Full-time, 12-hour rotating shifts (days/nights)',
      '- Operate a 1.2 MW cogeneration (CHP) unit',
      '- Respect buffers around homes, schools and bee yards',
      "- Bachelor's degree from an SAF-accredited program; paid SAF dues",
      '- Follow FAA regulations (14 CFR Part 137)',
    ],
  };
  it('reads a schedule of shifts as how the job is worked, not a skill', () => {
    expect(typeOfTerm('Rotating shifts', ctx)).toBe('benefit');
    expect(typeOfTerm('12-hour night shifts', ctx)).toBe('benefit');
    expect(typeOfTerm('Shift', { ...ctx, lines: ['Position: Truck Dispatcher (Day Shift)'] })).toBe(
      'benefit',
    );
  });

  it('reads a phrase cut after a figure, opening with its unit, as a fragment; a numbered rule stays a name', () => {
    expect(typeOfTerm('MW cogeneration', ctx)).toBe('generic');
    expect(isSkillType(typeOfTerm('CFR Part 137', ctx))).toBe(true);
  });

  it('reads a phrase joined by "around" as a piece of a sentence', () => {
    expect(typeOfTerm('Buffers around homes', ctx)).toBe('generic');
  });

  it('reads a body that accredits programs and takes dues as an organisation', () => {
    expect(typeOfTerm('SAF', ctx)).toBe('company');
  });

  it('reads every town of a location line, a doer listed beside people, and initials of one word', () => {
    const ag: TypingContext = {
      companyName: 'Delta Ag Air',
      titles: ['Agricultural Pilot'],
      lines: [
        'Location: Stuttgart, AR, with seasonal operations in Dumas, AR and Greenville, MS',
        '- Help train new pilots and loaders',
        '- Housing provided at the Greenville satellite; several of our loaders speak Spanish',
        '- Travel on catastrophe (CAT) deployments',
      ],
    };
    expect(typeOfTerm('Greenville', ag)).toBe('place');
    expect(typeOfTerm('Dumas', ag)).toBe('place');
    expect(typeOfTerm('loaders', ag)).toBe('person');
    expect(typeOfTerm('CAT', ag)).toBe('generic');
  });

  it('reads a credential named by its body and post, and a course card by its hours, as names', () => {
    const abatement: TypingContext = {
      companyName: 'Lakeshore Abatement',
      titles: ['Abatement Project Supervisor'],
      lines: ['- Current AHERA Asbestos Contractor/Supervisor accreditation', '- OSHA 10-Hour Construction'],
    };
    expect(typeOfTerm('AHERA Asbestos Contractor/Supervisor', abatement)).toBe('credential');
    expect(isSkillType(typeOfTerm('OSHA 10-Hour Construction', abatement))).toBe(true);
  });
});

describe('typing, blind set 26 (decision 117)', () => {
  const ctx: TypingContext = {
    companyName: 'Mesquite Kitchen',
    titles: ['Kitchen Manager'],
    lines: [
      '- Place orders with our vendors (e.g. Sysco, US Foods, local ranches) and receive deliveries against invoices',
      "- Manage the principal's calendar; follow the Manufacturer's IFU",
      '- Register new patients and keep demographic and insurance information up to date',
      '- Confirm appointments in eClinicalWorks (eCW) or a similar EHR/practice management system',
    ],
  };
  it('reads a name the posting gives its vendors in brackets as a company', () => {
    expect(typeOfTerm('Sysco', ctx)).toBe('company');
    expect(typeOfTerm('US Foods', ctx)).toBe('company');
  });

  it('reads a thing named by whose it is, and a phrase cut after its preposition, as no name', () => {
    expect(typeOfTerm("principal's calendar", ctx)).toBe('generic');
    expect(isSkillType(typeOfTerm("Manufacturer's IFU", ctx))).toBe(true);
    expect(typeOfTerm('against invoices', ctx)).toBe('generic');
  });

  it('reads a field named only in a degree and inside a body’s name as the degree’s', () => {
    const bank: TypingContext = {
      companyName: 'Platte Valley Bank',
      titles: ['Senior Credit Analyst'],
      lines: [
        '- Support examinations by the FDIC and the Nebraska Department of Banking and Finance',
        "- Bachelor's degree in Business, Supply Chain, Finance or a related field",
      ],
    };
    expect(typeOfTerm('Finance', bank)).toBe('degree');
  });

  it('reads a describing word alone, and a slashed pair cut before its noun, as fragments', () => {
    expect(typeOfTerm('demographic', ctx)).toBe('generic');
    expect(typeOfTerm('EHR/practice', ctx)).toBe('generic');
  });
});

describe('typeOfTerm: a duty read from its verbs (decision 125)', () => {
  const lines = [
    '- Set up and sanitize exam chairs between clients',
    '- Wash towels, restock supplies and keep the salon neat',
  ];
  const salon: TypingContext = {
    companyName: 'Birch & Bloom',
    titles: ['Salon Assistant'],
    lines,
    duties: lines.map((l) => l.slice(2)),
  };

  it("reads a body's initials, a post and its grade as a credential, not a title", () => {
    const lab: TypingContext = {
      companyName: 'Summit Testing',
      titles: ['Materials Testing Technician II'],
      lines: ['- Current ACI Concrete Field Testing Technician – Grade I', '- Report to the Lab Technician'],
    };
    expect(typeOfTerm('ACI Concrete Field Testing Technician', lab)).toBe('credential');
    expect(typeOfTerm('Lab Technician', lab)).toBe('title');
  });

  it('reads a duty opened by a verb and its particle, or cut at a comma, as a fragment', () => {
    expect(typeOfTerm('Sanitize exam chairs', salon)).toBe('generic');
    expect(typeOfTerm('Wash towels', salon)).toBe('generic');
  });
});

describe('typeOfTerm: towns listed beside the posting\u2019s own place (decision 137)', () => {
  const clinic: TypingContext = {
    companyName: 'Lakeshore Podiatry',
    titles: ['Podiatry Assistant'],
    lines: [
      'Lakeshore Podiatry cares for patients across Kenosha, Pleasant Prairie, Zion Crossing and Lake Villa.',
      'Location: Pleasant Prairie, WI main office, with coverage at our Zion Crossing office on Fridays',
      '- Take vitals and assist with nail avulsions',
    ],
  };

  it('types a town as a place where it is listed beside the town the location line names, or beside one such', () => {
    expect(typeOfTerm('Kenosha', clinic)).toBe('place');
    expect(typeOfTerm('Zion Crossing', clinic)).toBe('place');
    expect(typeOfTerm('Lake Villa', clinic)).toBe('place');
    expect(isSkillType(typeOfTerm('nail avulsions', clinic))).toBe(true);
  });
});

describe('typeOfTerm: a phrase cut after its describing participle (decision 139)', () => {
  it('types "Ohio Licensed" of "Ohio Licensed Surveyor" as a fragment', () => {
    const survey: TypingContext = {
      companyName: 'Ridge Survey',
      titles: ['Survey Technician'],
      lines: ['- Ohio Licensed Surveyor or Registered Survey Technician credential', '- Trimble Access'],
    };
    expect(typeOfTerm('Ohio Licensed', survey)).toBe('generic');
  });
});

describe('typeOfTerm: counties, whoever arrives, sizes (decision 141)', () => {
  const lines = [
    'Tri-River Clinics serves 12,000 families across Jasperton and Lowell counties.',
    'Home visits across Jasperton County.',
    'Give first aid until the ALS crew or SAR arrives; keep the scene clear until EMT units respond',
    'Run our 4x8 CNC router and a 10x12 vacuum table; program toolpaths in VCarve',
  ];
  const context: TypingContext = {
    companyName: 'Tri-River Clinics',
    titles: ['Field Aide'],
    lines,
    duties: [],
  };

  it('reads a name always written before "County"/"counties" as a place', () => {
    expect(typeOfTerm('Jasperton', context)).toBe('place');
  });

  it('reads whoever arrives or responds as people, and a size as a number', () => {
    expect(typeOfTerm('SAR', context)).toBe('person');
    expect(typeOfTerm('4x8', context)).toBe('number');
    expect(isSkillType(typeOfTerm('VCarve', context))).toBe(true);
  });
});

describe('typeOfTerm: a team of people named by initials (decision 141)', () => {
  it('reads "a team of CNAs" as people', () => {
    const context: TypingContext = {
      companyName: 'Harbor Care',
      titles: ['Charge Nurse'],
      lines: ['Charge nurses work within a team of CNAs.', 'Requirements', 'PALS'],
      duties: [],
    };
    expect(typeOfTerm('CNAs', context)).toBe('person');
  });
});

describe('typeOfTerm: a unit after a figure (decision 141)', () => {
  it('reads "ft" of "wells to 600 ft" as a number', () => {
    const context: TypingContext = {
      companyName: 'Sandhills Drilling',
      titles: ['Well Driller'],
      lines: ['Drill domestic wells to 600 ft with mud rotary rigs', 'Log cuttings every 10 ft'],
      duties: [],
    };
    expect(typeOfTerm('ft', context)).toBe('number');
  });
});

describe('typeOfTerm: counted things and trades (decision 145)', () => {
  const context: TypingContext = {
    companyName: 'Lumen Goods',
    titles: ['Product Photographer'],
    lines: [
      'Photograph 150+ SKUs a week on white and on lifestyle sets',
      'Shoot on-model images with our stylist and our machinist',
      'Keep the shot checklist current',
    ],
    duties: [],
  };

  it('reads a plural the posting only writes after a figure with its plus as a count', () => {
    expect(typeOfTerm('SKUs', context)).toBe('number');
  });

  it('reads a word naming a trade ("stylist", "machinist") as a person, and a list ("checklist") as none', () => {
    expect(typeOfTerm('Stylist', context)).toBe('person');
    expect(typeOfTerm('Machinist', context)).toBe('person');
    expect(typeOfTerm('Checklist', context)).not.toBe('person');
  });
});

describe('typeOfTerm: people named after their post, places spanned or sited (decision 145)', () => {
  const context: TypingContext = {
    companyName: 'Ridgeline Glass',
    titles: ['Journeyman Glazier'],
    lines: [
      'We glaze towers from Altoona to Wheeling and are now staffing the Kittanning site.',
      'You will work under general superintendent Dorota Wexler and with our safety manager, Amos Quill.',
      'Paid travel to the new pavilion in Kittanning',
      'Experience with Kawneer 1600 and Revit',
    ],
    duties: [],
  };

  it('reads a name the posting only gives after a post as a person', () => {
    expect(typeOfTerm('Dorota Wexler', context)).toBe('person');
    expect(typeOfTerm('Amos Quill', context)).toBe('person');
  });

  it('reads the names of a "from … to …" span, and a name of a site and a place, as places', () => {
    expect(typeOfTerm('Altoona', context)).toBe('place');
    expect(typeOfTerm('Wheeling', context)).toBe('place');
    expect(typeOfTerm('Kittanning', context)).toBe('place');
    expect(typeOfTerm('Kawneer', context)).not.toBe('place');
  });
});

describe('typeOfTerm: organisations named as examples or by what they are (decision 145)', () => {
  const context: TypingContext = {
    companyName: 'Trailhead Bars',
    titles: ['Product Developer'],
    lines: [
      'We sell in 9,000 stores including Pinecrest Outfitters, Harvest Lane and Sprocket Foods.',
      'Order packaging with our distributor, Medvale',
      'Our plant serves the City of Lone Butte and nearby towns',
      'Experience with Genesis R&D and Minitab',
    ],
    duties: [],
  };

  it('reads names listed after a kind of organisation, or given after one, as companies', () => {
    expect(typeOfTerm('Pinecrest Outfitters', context)).toBe('company');
    expect(typeOfTerm('Sprocket Foods', context)).toBe('company');
    expect(typeOfTerm('Medvale', context)).toBe('company');
    expect(typeOfTerm('Minitab', context)).not.toBe('company');
  });

  it('reads "City of …" as a place', () => {
    expect(typeOfTerm('City of Lone Butte', context)).toBe('place');
  });
});

describe('typeOfTerm: bodies that grant credentials, a town of a city, an evaluator (decision 145)', () => {
  const context: TypingContext = {
    companyName: 'Mercy Hollow Health',
    titles: ['Credentialing Specialist'],
    lines: [
      'Certified Provider Credentialing Specialist (CPCS) from NAMSO',
      'Paid NAMSO exam fee and NAMSO membership',
      'Dental Technician credential through the Academy of Veterinary Dental Nurses (AVDN)',
      'Paid time to attend the AVDN Dental Forum',
      'Our campus in Cedar Falls and the City of Cedar Falls permit office',
      'Brief the evaluators on scoring; use Symplr and Excel',
    ],
    duties: [],
  };

  it('reads the body a credential comes from, whose exams, dues and forums the posting offers, as an organisation', () => {
    expect(typeOfTerm('NAMSO', context)).toBe('company');
    expect(typeOfTerm('AVDN', context)).toBe('company');
    expect(typeOfTerm('Symplr', context)).not.toBe('company');
  });

  it('reads a town named after "City of" and otherwise only after "in" as a place, and evaluators as people', () => {
    expect(typeOfTerm('Cedar Falls', context)).toBe('place');
    expect(typeOfTerm('Evaluators', context)).toBe('person');
  });
});

describe('typeOfTerm: requisition numbers and cut ranges (decision 145)', () => {
  const context: TypingContext = {
    companyName: 'Bayline Bank',
    titles: ['Underwriter'],
    lines: [
      'Requisition R-26-04417 | 26-0417 Open',
      'Underwrite 55–75 files a month',
      'ASTM E1527-21 and ISO 9001',
    ],
    duties: [],
  };

  it('reads a requisition number and a range cut from its dash as numbers, and a numbered standard as a name', () => {
    expect(typeOfTerm('R-26-04417', context)).toBe('number');
    expect(typeOfTerm('Underwrite 55 75', context)).toBe('number');
    expect(typeOfTerm('ISO 9001', context)).not.toBe('number');
    expect(typeOfTerm('NI 43-101', { ...context, lines: ['Reports to NI 43-101'] })).not.toBe('number');
  });
});

describe('ranks, honours, ratings and people (decision 148)', () => {
  const context = {
    companyName: 'Riverside Trust',
    titles: ['Occupational Therapist'],
    lines: [
      'Work alongside two Band 7 clinical leads and a 4.5-star rated community team.',
      'Requirements',
      '- BSc (Hons) Occupational Therapy or equivalent',
      '- Resolve disputes between neighbours and coach farmhands on lifting.',
    ],
  };
  it('types a pay band, an honours degree, a rating and people', () => {
    expect(typeOfTerm('Band 7', context)).toBe('generic');
    expect(typeOfTerm('Hons', context)).toBe('degree');
    expect(typeOfTerm('4.5-star', context)).toBe('number');
    expect(typeOfTerm('Neighbours', context)).toBe('person');
    expect(typeOfTerm('Farmhands', context)).toBe('person');
  });
});

describe('units and requisitions (decision 148)', () => {
  const context = {
    companyName: 'Clearwave Captioning',
    titles: ['Captioner'],
    lines: [
      'Requisition CC-2210 | part time',
      'Job ID 88123',
      '- Wired internet of at least 40 Mbps down and 10 Mbps up',
    ],
  };
  it('types a unit after figures and which posting it is as numbers', () => {
    expect(typeOfTerm('Mbps', context)).toBe('number');
    expect(typeOfTerm('CC-2210', context)).toBe('number');
    expect(typeOfTerm('Requisition CC-2210', context)).toBe('number');
    expect(typeOfTerm('88123', context)).toBe('number');
  });
});

describe("the field of the job's own title (decision 148)", () => {
  const context = {
    companyName: 'Riverside Trust',
    titles: ['Senior Staff Accountant'],
    lines: ['Requirements', '- Accounting experience, month-end close and accruals'],
  };
  it('reads the field the title names as the job, and keeps what is done in it', () => {
    expect(typeOfTerm('Accounting', context)).toBe('title');
    expect(isSkillType(typeOfTerm('Accruals', context))).toBe(true);
  });
});

describe('states, numerals and pieces of names (decision 148, after held-out-49)', () => {
  const context = {
    companyName: 'Riverside Resources',
    titles: ['Maintenance Fitter'],
    lines: [
      'Maintenance Fitter – Fixed Plant',
      'Emerald, QLD | FIFO from Brisbane',
      'Requirements',
      '- Cert III in Engineering – Mechanical Trade',
      '- Current Confined Space Entry and Working at Heights tickets',
      '- Proficient in Excel',
      '- A Queensland or Victorian electrical licence',
    ],
  };
  it('reads a state by its code or its people, a grade numeral and a piece of a name as no skill', () => {
    expect(typeOfTerm('QLD', context)).toBe('place');
    expect(typeOfTerm('Victorian', context)).toBe('place');
    expect(typeOfTerm('III', context)).toBe('number');
    expect(typeOfTerm('Heights', context)).toBe('generic');
    expect(isSkillType(typeOfTerm('Excel', context))).toBe(true);
  });
});

describe('doers, commands, bodies, states and pieces (decision 152, after held-out-51/52)', () => {
  const context = {
    companyName: 'Lakeshore Terminal Railway',
    titles: ['Yard Supervisor'],
    lines: [
      'Lakeshore Terminal Railway switches 900 cars a day for six connecting lines.',
      'Responsibilities',
      '- Give lineups to switch crews and brakemen; confirm the trainmasters sign off.',
      '- Apply air brake rules to every cut; inspect hand brakes and log defects.',
      '- Upload and review car records from the yard system each morning.',
      '- Work extended shifts during ice storms and under dispatcher direction.',
      '- Support residents with hearing impairments at the gate.',
      '- Partner with editors, authors, freelance indexers and photographers.',
      '- Manage state inspection filings for several local jurisdictions.',
      'Requirements',
      "- Michigan Class A commercial driver's license; coordinate with the Michigan DOT on permits",
      '- Track Safety Standards (TSS) familiarity and Locomotive Inspection Standards',
      '- CSIA Rigging Inspector certification and CSIA RS-201 standard knowledge',
      '- Rail Vehicle Mechanic Certification Level 2',
      '- Board of Rail Examiners (BRE) Yard Safety certification, or AMRE (formerly BRE) membership',
      '- RVCB Yard Safety Inspector within 18 months, and RVCB Yard Safety Inspector II or the state card',
      '- Experience with Yardware',
    ],
  };
  it('reads compound doers, a command after a semicolon and a lone command as no skill', () => {
    expect(typeOfTerm('Brakemen', context)).toBe('person');
    expect(typeOfTerm('Trainmasters', context)).toBe('person');
    expect(typeOfTerm('Inspect hand brakes', context)).toBe('generic');
    expect(typeOfTerm('Upload', context)).toBe('generic');
    expect(isSkillType(typeOfTerm('Yardware', context))).toBe(true);
  });
  it('reads when, under whose say, what the people served have and people in a list as no skill', () => {
    expect(typeOfTerm('Ice storms', context)).toBe('generic');
    expect(typeOfTerm('Dispatcher direction', context)).toBe('generic');
    expect(typeOfTerm('Hearing impairments', context)).toBe('generic');
    expect(typeOfTerm('Indexers', context)).toBe('person');
  });
  it("reads a state's agency, its licence class, places and a cut 'state' as no skill", () => {
    expect(typeOfTerm('Michigan DOT', context)).toBe('company');
    expect(typeOfTerm('Michigan Class A', context)).toBe('generic');
    expect(typeOfTerm('Local jurisdictions', context)).toBe('place');
    expect(typeOfTerm('Manage state', context)).toBe('generic');
  });
  it("reads a spelled-out name's tail and a credential body's initials as no skill", () => {
    expect(typeOfTerm('Safety Standards', context)).toBe('generic');
    expect(typeOfTerm('CSIA', context)).toBe('company');
    expect(typeOfTerm('BRE', context)).toBe('company');
    expect(typeOfTerm('RVCB', context)).toBe('company');
  });
});

describe('requisition codes, rankings, waters and posts over people (decision 152, after held-out-51/52)', () => {
  const context = {
    companyName: 'Gulfline Marine',
    titles: ['Deck Supervisor'],
    lines: [
      'Job Requisition: GMX-00417 | Marine Operations',
      'Gulfline runs barges on the Sabine River and the Mobile Bay terminals for Fortune 500 refiners.',
      'Ranked in Tier 1 for Texas maritime employers by the port authority.',
      'You will report to the Lead PIC, Dana Whitfield, and support PICs (persons in charge) on every transfer.',
      'Requirements',
      '- Experience with Helm CONNECT',
    ],
  };
  it('reads a requisition code, a ranking, a river and a post over people as no skill', () => {
    expect(typeOfTerm('GMX-00417 Marine', context)).toBe('number');
    expect(typeOfTerm('Fortune 500', context)).toBe('generic');
    expect(typeOfTerm('Tier 1 for Texas', context)).toBe('generic');
    expect(typeOfTerm('Sabine River', context)).toBe('place');
    expect(typeOfTerm('Lead PIC', context)).toBe('person');
    expect(isSkillType(typeOfTerm('Helm CONNECT', context))).toBe(true);
  });
});

describe('kinds of organisation (decision 155, after held-out-54/55)', () => {
  const context = {
    companyName: 'Wasatch Crest',
    titles: ['Lift Maintenance Lead'],
    lines: [
      'Requirements',
      '- 5+ years of credit research at an asset manager, bank, insurer or rating agency',
      '- NSAA or regional lift association seminars',
      '- Experience with rope splicing',
    ],
  };
  it('reads a kind of organisation written plain as no skill', () => {
    expect(typeOfTerm('rating agency', context)).toBe('company');
    expect(typeOfTerm('regional lift association', context)).toBe('company');
    expect(isSkillType(typeOfTerm('rope splicing', context))).toBe(true);
  });
});

describe('posts, vessels and multiples (decision 155, after held-out-55)', () => {
  const context = {
    companyName: 'Northwind Marine',
    titles: ['Second Officer'],
    lines: [
      'Vessel: M/V Eastern Sentinel (DP2) | Rotation: 14 days on / 14 days off',
      'You will work with the Chief Engineer and the Electro-Technical Officer (ETO).',
      '- Overtime paid at 1.5x after 8 hours',
      'Requirements',
      '- Experience with Kongsberg K-Pos',
    ],
  };
  it('reads a post by its initials, a vessel by its name and a multiple as no skill', () => {
    expect(typeOfTerm('ETO', context)).toBe('title');
    expect(typeOfTerm('M/V Eastern Sentinel', context)).toBe('place');
    expect(typeOfTerm('1.5x', context)).toBe('number');
    expect(isSkillType(typeOfTerm('Kongsberg K-Pos', context))).toBe(true);
  });
});

describe('a describing word alone (decision 155, after held-out-54)', () => {
  const context = {
    companyName: 'Lakeshore Children’s Hospital',
    titles: ['Echocardiographer II'],
    lines: [
      'Requirements',
      '- Pediatric or congenital echocardiography experience',
      '- Experience with Epic',
    ],
  };
  it('reads "Pediatric" alone as no skill, and keeps a product by its short name', () => {
    expect(typeOfTerm('Pediatric', context)).toBe('generic');
    expect(isSkillType(typeOfTerm('Epic', context))).toBe(true);
  });
});

describe('a post with a person’s name, and a region by its own name (decision 160)', () => {
  const lines = [
    'You will report to Senior Appraiser Delia Fontaine and serve clients across the Midwest and the Gulf Coast.',
    '- Experience with Crystal Reports',
    '- Certified Appraisal Specialist (CAS) through NQAB',
    '- Help report on FRBF and QHTA awards',
  ];
  const ctx: TypingContext = { companyName: 'Fontaine Valuation', titles: ['Appraiser'], lines };
  it('types a post followed by a first and last name as a person', () => {
    expect(typeOfTerm('Senior Appraiser Delia Fontaine', ctx)).toBe('person');
    expect(isSkillType(typeOfTerm('Crystal Reports', ctx))).toBe(true);
  });
  it('types the body a credential comes "through", and funders named before their awards, as organisations', () => {
    expect(typeOfTerm('NQAB', ctx)).toBe('company');
    expect(typeOfTerm('FRBF', ctx)).toBe('company');
    expect(typeOfTerm('QHTA', ctx)).toBe('company');
  });
  it('types a region named on its own as a place', () => {
    expect(typeOfTerm('Midwest', ctx)).toBe('place');
    expect(typeOfTerm('Gulf Coast', ctx)).toBe('place');
  });
});

describe('a body before its permit, a post, a union and people at work (decision 161)', () => {
  const lines = [
    '- Keep the lab’s NWRB collection permit current under the state rules',
    '- Experience with a HIPAA privacy permit program',
    '- Licensed funeral director or embalmer',
    'We are signatory to the Bricklayers and Allied Craftworkers (BAC); supervise crews installing epoxy floors',
  ];
  const ctx: TypingContext = { companyName: 'Fernbrook Labs', titles: ['Lab Aide'], lines };
  it('types initials before a kind of permit as the body that grants it, but keeps initials the lexicon knows', () => {
    expect(typeOfTerm('NWRB', ctx)).toBe('company');
    expect(isSkillType(typeOfTerm('HIPAA', ctx))).toBe(true);
  });
  it('types one who does the work, listed beside a post, as a title', () => {
    expect(typeOfTerm('embalmer', ctx)).toBe('title');
  });
  it('types initials spelled out as the people a body joins as an organisation, and people doing a thing as people', () => {
    expect(typeOfTerm('BAC', ctx)).toBe('company');
    expect(typeOfTerm('crews installing epoxy floors', ctx)).toBe('person');
  });
});

describe('people worked under, and a piece of a credential after its hours (decision 164)', () => {
  const lines = [
    'The First Hand works directly under one of our two Cutters and reports to the Shop Manager.',
    '- OSHA 30-Hour Maritime Industry card',
  ];
  const ctx: TypingContext = { companyName: 'Harbor Rep', titles: ['First Hand'], lines };
  it('types a plural of doers the work is done under as people', () => {
    expect(typeOfTerm('Cutters', ctx)).toBe('person');
  });
  it('types the words after a figure joined to a capital as a piece of the credential', () => {
    expect(typeOfTerm('Maritime Industry', ctx)).toBe('generic');
  });
});
