import { describe, expect, it } from 'vitest';
import { normalizeResumeData } from '../normalize.ts';
import { analyzeJob } from './job-analysis.ts';
import { buildSkillGate, gapReport } from './skill-gate.ts';

const nurse = normalizeResumeData({
  summary: 'Registered nurse with nine years in acute care.',
  skills: ['BLS'],
  experience: [
    {
      job_title: 'Registered Nurse',
      company: 'Mercy',
      dates: '2017 - Present',
      bullet_points: [
        'Document care in Epic for 5 patients a shift.',
        'Start IVs and manage telemetry for post-surgical patients.',
        'Precept 3 new graduate nurses.',
      ],
    },
  ],
  certifications: [{ name: 'CCRN candidate', year: '2026' }],
});
const posting = {
  companyName: 'Lakeview Hospital',
  positionName: 'Registered Nurse - Telemetry',
  description:
    'Lakeview Hospital serves patients and families across Illinois.\n\nRequirements\n- 2+ years of telemetry experience\n- Charting in Epic\n- BLS and ACLS\n- CCRN preferred\n- Work with patients, families and physicians\n\nBenefits\n- 401(k) and tuition reimbursement',
};
const analysis = analyzeJob(posting);
const gate = buildSkillGate(nurse, analysis);

describe('the skill gate', () => {
  it('lets a proven posting skill in, as the posting writes it', () => {
    expect(gate.refuse('Telemetry')).toBeUndefined();
    expect(gate.refuse('Epic')).toBeUndefined();
  });

  it('refuses places, titles, people, numbers, benefits and the company', () => {
    expect(gate.refuse('Illinois')).toBe('a place');
    expect(gate.refuse('Registered Nurse')).toBe('a job title');
    expect(gate.refuse('Patients')).toBe('people, not a skill');
    expect(gate.refuse('Lakeview Hospital')).toBe('a company name');
    expect(gate.refuse('Tuition reimbursement')).toBe('a benefit of the job');
  });

  it('refuses a name neither text uses, and a skill the resume does not show', () => {
    expect(gate.refuse('Epic Systems')).toBe('the posting does not name it');
    expect(gate.refuse('ACLS')).toBe('your resume does not show it');
  });

  it('refuses a credential the resume shows only in progress', () => {
    expect(gate.refuse('CCRN')).toBe('your resume shows it in progress, not yet held');
  });

  it('reports proven skills apart from the gaps, and a job within reach is no weak match', () => {
    const report = gapReport(gate);
    expect(report.proven).toEqual(expect.arrayContaining(['Telemetry', 'BLS', 'Epic']));
    expect(report.gaps).toEqual(expect.arrayContaining(['ACLS']));
    expect(report.gaps).not.toEqual(expect.arrayContaining(['Illinois', 'Patients', '401(k)']));
    expect(report.weak).toBe(false);
  });

  it('calls a far-off posting a weak match', () => {
    const sales = analyzeJob({
      companyName: 'Acme',
      positionName: 'Account Executive',
      description:
        'Requirements\n- Salesforce\n- Cold calling\n- Quota attainment\n- Negotiation\n- HubSpot\n- MEDDIC',
    });
    expect(gapReport(buildSkillGate(nurse, sales)).weak).toBe(true);
  });

  it('never calls a job weak for a person who holds its role, however many of its brand names they lack', () => {
    const roaster = (title: string) =>
      normalizeResumeData({
        experience: [
          {
            job_title: title,
            company: 'Bright Cup Cafe',
            dates: '2019 - Present',
            bullet_points: ['Roast 900 lb of coffee a week on a 12-kilo drum roaster and cup every batch.'],
          },
        ],
      });
    const plant = (positionName: string) =>
      analyzeJob({
        companyName: 'Northbank Coffee Co.',
        positionName,
        description:
          'Requirements\n- Loring S70 or Probat G120 experience\n- Cropster Roast\n- SQF and HACCP\n- Agtron readings\n- NetSuite work orders',
      });
    expect(gapReport(buildSkillGate(roaster('Head Roaster'), plant('Production Roaster'))).weak).toBe(false);
    const ndt = normalizeResumeData({
      experience: [
        {
          job_title: 'NDT Technician, Level II',
          company: 'Skyline Aero',
          dates: '2018 - Present',
          bullet_points: ['Perform penetrant and radiographic inspections of castings.'],
        },
      ],
    });
    const integrity = analyzeJob({
      companyName: 'Gulf Refining',
      positionName: 'Mechanical Integrity NDT Technician II',
      description: 'Requirements\n- PAUT and TOFD\n- API 510 and API 570\n- UltraPIPE\n- XRF and PMI\n- IRIS',
    });
    expect(gapReport(buildSkillGate(ndt, integrity)).weak).toBe(false);
    // A role noun alone is another job: a store manager is far from an IT project manager's work.
    const store = normalizeResumeData({
      experience: [
        {
          job_title: 'Store Manager',
          company: 'Shopwell',
          dates: '2015 - Present',
          bullet_points: ['Run a store of 40 people and its weekly schedule.'],
        },
      ],
    });
    const it_pm = analyzeJob({
      companyName: 'Acme',
      positionName: 'IT Project Manager',
      description: 'Requirements\n- Jira\n- Agile and Scrum\n- PMP\n- ServiceNow\n- SDLC',
    });
    expect(gapReport(buildSkillGate(store, it_pm)).weak).toBe(true);
  });
});

describe('the gap report', () => {
  it('names only the half of a slashed pair the resume lacks, and no credential the resume holds by name', () => {
    const job = analyzeJob({
      companyName: 'Acme',
      positionName: 'Benefits Administrator',
      description:
        'Requirements\n- FSA/HSA administration\n- ServSafe Manager certification\n- Write Python with tests',
    });
    const person = normalizeResumeData({
      experience: [
        {
          job_title: 'Benefits Specialist',
          company: 'Acme',
          bullet_points: [
            'Reconciled FSA invoices every month.',
            'Automate health checks with Bash and Python scripts run by Ansible.',
          ],
        },
      ],
      certifications: [{ name: 'ServSafe Manager', year: '2024' }],
    });
    const gate = buildSkillGate(person, job);
    const { gaps } = gapReport(gate);
    expect(gaps).toContain('HSA');
    expect(gaps).not.toContain('FSA/HSA');
    expect(gaps.join()).not.toMatch(/ServSafe/);
    // ("ASE Medium/Heavy Truck": a slash inside a longer name is part of it.)
    const truck = analyzeJob({
      companyName: 'Acme',
      positionName: 'Diesel Technician',
      description: 'Requirements\n- ASE Medium/Heavy Truck certifications',
    });
    expect(gapReport(buildSkillGate(person, truck)).gaps).toContain('ASE Medium/Heavy Truck');
    // ("scripts run by Ansible": a tool runs them, and the person wrote them.)
    expect(gate.refuse('Python')).toBeUndefined();
    expect(gaps).not.toContain('Python');
  });

  it('reports no gap the resume shows in its own longer words', () => {
    const audiologist = normalizeResumeData({
      experience: [
        {
          job_title: 'Audiologist',
          company: 'ENT Partners',
          dates: '2021 - Present',
          bullet_points: ['Fit hearing aids for 12 patients a day.'],
        },
      ],
      certifications: [
        { name: 'ASHA Certificate of Clinical Competence in Audiology (CCC-A)', year: '2021' },
      ],
    });
    const job = analyzeJob({
      companyName: 'Clearwater ENT',
      positionName: 'Audiologist',
      description:
        'Requirements\n- ASHA CCC-A\n- Hearing aid fitting\n- Cochlear implant programming\n- Experience with Otometrics Aurical',
    });
    const report = gapReport(buildSkillGate(audiologist, job));
    expect(report.gaps).not.toContain('ASHA CCC-A');
    expect(report.gaps).toEqual(expect.arrayContaining(['Otometrics Aurical']));
  });

  it('reports no gap for a name the posting offers as an alternative to one the resume shows', () => {
    const job = analyzeJob({
      companyName: 'Northwind Mechanical',
      positionName: 'Estimator',
      description: 'Requirements\n- Expert user of Trimble AutoBid Mechanical or Accubid',
    });
    const estimator = (skills: string[]) =>
      normalizeResumeData({
        skills,
        experience: [
          { job_title: 'Estimator', company: 'Acme', bullet_points: ['Priced 40 HVAC bids a year.'] },
        ],
      });
    expect(
      gapReport(buildSkillGate(estimator(['Trimble AutoBid Mechanical', 'Excel']), job)).gaps,
    ).not.toContain('Accubid');
    // Without the one it shows, both are gaps.
    expect(gapReport(buildSkillGate(estimator(['Excel']), job)).gaps).toContain('Accubid');
  });
});

describe('the skill gate reads whose a name is', () => {
  const tech = normalizeResumeData({
    experience: [
      {
        job_title: 'Orthotic Resident',
        company: 'Bayside',
        dates: '2023 - Present',
        bullet_points: [
          'I am studying to move into security testing.',
          'Fit scoliosis braces and pediatric AFOs under a CPO.',
          'Take tail biopsies for the genotyping lab.',
          'Map controls to the NIST Cybersecurity Framework.',
          'Work in relay with Mixteco interpreters for indigenous-language speakers.',
          'Native Portuguese speaker; explain fittings to Spanish-speaking families.',
        ],
      },
    ],
    certifications: [
      { name: 'ACLS Provider (AHA) — expired', year: '2019' },
      { name: 'Assistant Laboratory Animal Technician (ALAT), AALAS', year: '2022' },
    ],
    education: [{ degree: 'Accounting coursework (Principles of Accounting I and II)', school: 'Online' }],
  });
  const job = analyzeJob({
    companyName: 'Acme',
    positionName: 'Orthotist',
    description:
      'Requirements\n- Security testing\n- CPO credential\n- Genotyping\n- NIST Cybersecurity Framework\n- ACLS\n- AALAS Laboratory Animal Technician (LAT) certification\n- Proficiency in Spanish, Portuguese or indigenous languages\n- Accounting',
  });
  const gate = buildSkillGate(tech, job);

  it('refuses a credential of the person it worked under, and the work of a lab beside it', () => {
    expect(gate.refuse('CPO')).toBe("your resume names it as someone else's, not yours");
    expect(gate.refuse('Genotyping')).toBe("your resume names it as someone else's, not yours");
    expect(gate.refuse('NIST Cybersecurity Framework')).toBeUndefined();
  });

  it('refuses a language only the people served speak, and keeps one the person speaks', () => {
    expect(gate.refuse('Indigenous languages')).toBe("your resume names it as someone else's, not yours");
    expect(gate.refuse('Spanish')).toBe("your resume names it as someone else's, not yours");
    expect(gate.refuse('Portuguese')).toBeUndefined();
  });

  it('refuses what coursework names: it is being learned', () => {
    expect(gate.refuse('Accounting')).toBe('your resume shows it in progress, not yet held');
  });

  it('refuses a lapsed credential and a credential whose initials say it is another', () => {
    expect(gate.refuse('ACLS')).toBe('your resume shows it lapsed or expired, not held now');
    expect(gate.refuse('Security testing')).toBe('your resume shows it in progress, not yet held');
    expect(gate.refuse('LAT')).toBe('your resume shows the ALAT, another credential');
  });
});

describe('the skill gate reads what is not held, and whose work it is (decision 099)', () => {
  const tech = normalizeResumeData({
    summary:
      'Anesthesia technician supporting anesthesiologists and CRNAs. My Cer.A.T.T. exam is scheduled for December. Held the Certified Crop Adviser (CCA) credential from 2018 until it lapsed in 2023.',
    experience: [
      {
        job_title: 'Anesthesia Technician',
        company: 'Mercy',
        dates: '2019 - Present',
        bullet_points: [
          'Check out anesthesia machines and stock the difficult airway cart.',
          'Pull lube oil samples for oil analysis; the quarterly vibration analysis is done by our contracted vendor.',
        ],
      },
    ],
    certifications: [
      {
        name: 'Certified Anesthesia Technician (Cer.A.T.T.), ASATT — exam scheduled December 2026',
        year: '',
      },
      {
        name: 'Certified Crop Adviser (CCA), American Society of Agronomy — lapsed 2023 (CEUs not completed)',
        year: '2018',
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'St. Brendan',
    positionName: 'Anesthesia Technician II',
    description:
      'Our technicians support anesthesiologists and CRNAs in 32 operating rooms.\n\nRequirements\n- Cer.A.T.T. through ASATT\n- Certified Crop Adviser (CCA)\n- Oil analysis and vibration analysis\n- Difficult airway cart\n- Anesthesia machines',
  });
  const gate = buildSkillGate(tech, job);

  it('refuses a credential whose exam is scheduled, or which lapsed, however far the words stand', () => {
    expect(gate.refuse('Cer.A.T.T')).toBe('your resume shows it in progress, not yet held');
    expect(gate.refuse('CCA')).toBe('your resume shows it lapsed or expired, not held now');
    expect(gate.refuse('Certified Crop Adviser')).toBe(
      'your resume shows it lapsed or expired, not held now',
    );
  });

  it("refuses work a vendor does, and keeps the person's own", () => {
    expect(gate.refuse('Vibration analysis')).toBe("your resume names it as someone else's, not yours");
    expect(gate.refuse('Difficult airway cart')).toBeUndefined();
  });

  it('refuses a credential a bullet says was current then, beside the entry that says it expired', () => {
    const carpenter = normalizeResumeData({
      experience: [
        {
          job_title: 'Lead Carpenter',
          company: 'Casco Restoration',
          dates: '2016 - Present',
          bullet_points: [
            'Set up containment on pre-1978 jobs while my RRP certificate was current, and still work lead-safe.',
          ],
        },
      ],
      certifications: [{ name: 'EPA Lead-Safe Certified Renovator (RRP) – expired March 2025', year: '' }],
    });
    const remodeler = analyzeJob({
      companyName: 'Bayside Design Build',
      positionName: 'Lead Carpenter',
      description: 'Requirements\n- EPA Lead-Safe Certified Renovator (RRP)\n- Lead-safe work practices',
    });
    expect(buildSkillGate(carpenter, remodeler).refuse('RRP')).toBe(
      'your resume shows it lapsed or expired, not held now',
    );
  });

  it('keeps the condition of the people served and the unit the person works on as the person’s own', () => {
    const aide = normalizeResumeData({
      experience: [
        {
          job_title: 'Certified Nursing Assistant',
          company: 'Maple Grove',
          dates: '2019 - Present',
          bullet_points: [
            'Care for 10–12 residents a shift on a 40-bed long-term care unit.',
            'Redirect residents who sundown in the late afternoon with music and a short walk.',
            'Send lab draws to the phlebotomy team.',
          ],
        },
      ],
    });
    const memoryCare = analyzeJob({
      companyName: 'Willow Court',
      positionName: 'Memory Care Resident Assistant',
      description:
        'Requirements\n- Ease anxiety and sundowning\n- 1+ year in long-term care or memory care\n- Phlebotomy',
    });
    const aideGate = buildSkillGate(aide, memoryCare);
    expect(aideGate.refuse('Sundowning')).toBeUndefined();
    expect(aideGate.refuse('Long-term care')).toBeUndefined();
    expect(aideGate.refuse('Phlebotomy')).toBe("your resume names it as someone else's, not yours");
  });

  it('reads a device named only as the kind of case, beside the specialist who runs it, as not the person’s', () => {
    const tech = normalizeResumeData({
      experience: [
        {
          job_title: 'Cardiovascular Invasive Specialist',
          company: 'Heart Institute',
          dates: '2016 - Present',
          bullet_points: [
            'On Impella-supported high-risk PCI, scrub and pass wires while the Abiomed clinical specialist sets up and manages the Impella console.',
          ],
        },
      ],
    });
    const cath = analyzeJob({
      companyName: 'Mercy Heart',
      positionName: 'Cardiovascular Invasive Specialist',
      description: 'Requirements\n- Set up, prime and manage IABP and Impella',
    });
    expect(buildSkillGate(tech, cath).refuse('Impella')).toBe(
      "your resume names it as someone else's, not yours",
    );
  });

  it('reports a credential that lapsed or is not yet earned as a gap, not as shown', () => {
    const report = gapReport(gate);
    expect(report.gaps).toEqual(expect.arrayContaining(['CCA']));
    expect(report.proven).not.toContain('CCA');
  });

  it('refuses a plural acronym listed beside people, and a graded title', () => {
    expect(gate.refuse('CRNAs')).toBe('people, not a skill');
    expect(gate.refuse('Anesthesia technician')).toBe('a job title');
    expect(gate.refuse('Anesthesia machines')).toBeUndefined();
  });
});

describe('the skill gate reads who does the work in a clause (decision 099)', () => {
  const person = normalizeResumeData({
    summary: 'Geography graduate who has been doing GIS for a city since 2024. Now moving into HR.',
    experience: [
      {
        job_title: 'Field Technician',
        company: 'Acme',
        dates: '2024 - Present',
        bullet_points: [
          "Report station outages to the client's network operators, who run their SeisComP processing.",
          "Partner the resort's blasters on control routes: I ski cut the start zones; the blasters carry and throw the hand charges.",
          "Record phone prompts; the clients' developers write and build the call flows.",
          'Hand patients who need ECMO over to the ECMO team.',
          'On any pick near capacity, sit with the lift engineer, who writes the critical lift plan.',
        ],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Acme',
    positionName: 'Analyst',
    description:
      'Requirements\n- Write critical lift plans\n- Experience with SeisComP\n- Avalanche control with hand charges and ski cutting\n- Write IVR call flows and prompts\n- ECMO experience\n- GIS\n- A degree in Human Resources',
  });
  const gate = buildSkillGate(person, job);

  it("refuses what others do in the person's sentences", () => {
    for (const name of ['SeisComP', 'Hand charges', 'Call flows', 'ECMO', 'Critical lift plans'])
      expect(gate.refuse(name), name).toBe("your resume names it as someone else's, not yours");
  });

  it("reports work the resume names only as someone else's as a gap", () => {
    expect(gapReport(gate).gaps).toEqual(expect.arrayContaining(['SeisComP', 'Human Resources']));
  });

  it("keeps the person's own work, and reads a move into a field by the lexicon's name for it", () => {
    expect(gate.refuse('GIS')).toBeUndefined();
    expect(gate.refuse('Human Resources')).toBe('your resume shows it in progress, not yet held');
  });
});

describe('the skill gate reads whose work a sentence names, and what is being earned (decision 103)', () => {
  const person = normalizeResumeData({
    summary: 'Completing a paralegal certificate.',
    experience: [
      {
        job_title: 'Technician',
        company: 'Acme',
        dates: '2020 - Present',
        bullet_points: [
          'Run total chlorine checks before every shift; the biomedical technician performs the monthly water cultures.',
          'Dilate patients and escort them to fluorescein angiography, which our ophthalmic photographer performs.',
          'Build mortar mock-ups and sample panels for the architect.',
          'Built a gradient-boosted churn model; the clinic manager approved my discharge planning.',
          'Do drop-fill repairs on finish chips; full refinishes and all nitrocellulose spraying go to our finishing vendor.',
          'Arrange wheelchair-lift buses for students whose IEPs call for special transportation.',
          'Buy on the GPO accounts; our 340B program coordinator maintains the Macro Helix accumulator.',
          'Receive non-controlled orders; ordering through CSOS and the vault counts belong to our controlled-substance technician.',
          'Observed two thyroid ablations and one Lutathera treatment given by the authorized user physician.',
          'Send cases to Buckeye Case Works, our refinishing vendor, for polishing and laser welding.',
          'Referred donors to our planned giving officer for charitable gift annuities.',
          'Intraoperative neuromonitoring for spine surgery is covered by NeuroGuard Monitoring, a contracted IONM company.',
          'Pulled samples for the bottling line run by Central Valley Bottling Co., whose crew handles sterile filtration.',
          'Prepare CT–MRI fusions for SRS brain cases, which our senior dosimetrist plans in HyperArc.',
          'Physicists run the patient-specific QA on the ArcCHECK; I book the QA slot.',
          "Prepared filtered samples for the lab manager's HPLC organic-acid runs.",
          "Enter cycle outcomes for the lab's SART CORS submissions.",
          'Contour organs at risk so the radiation oncologists can draw their GTV contours.',
          "In 2023 the district's route evaluation team re-optimized our 14 rural routes.",
          "On the retina doctor's injection days, set up the intravitreal injection tray.",
          'Lead the crew’s daily job safety analysis (JSA).',
          'Registered with the ARRT (R) since 2015.',
          'Took a medical terminology course and want to move into patient care in a dermatology practice.',
          'Trained 12 radiation therapy students during their clinical rotations.',
          'Migrated four clients to their new NetSuite accounts.',
          "Septic system permits and soil evaluations in our county go to the Onsite Wastewater program's engineers; I pass complaints over to them.",
          'Mixture interpretation in STRmix is reserved for qualified analysts, so I sat in on 6 of their reviews.',
          "Eligible profiles go into CODIS through the section's CODIS administrator; I prepared the paperwork.",
          'Passwords are vaulted in CyberArk, which the PAM team owns; when we onboard an app I raise the vaulting request.',
          'Pulled load records for 3 events that Infection Prevention investigated; their root cause analysis led to new rules that we now follow.',
          'Log dull instruments for Keystone Instrument Repair, our outside repair vendor, which picks them up every Tuesday.',
          "Only rigid scopes come to us: flexible endoscopes are handled by the GI lab's own scope techs.",
          'Public pool inspections are contracted to the City of Grand Junction.',
          'Wrote the SQL variance reports that are sent to the CFO.',
          'Tray audits were praised by the Joint Commission.',
          'I have not started the RBT 40-hour training yet.',
          'Attended a one-day GPR workshop.',
          'Put tools down for repair (SPC charting stayed with the etch process engineers; I picked up the work orders).',
          "The pediatric ENT's nurse practitioner, Odile Rasmussen, then scores them with the Hazelbaker tool (HATLFF).",
          "Once a file was signed, the funding team's specialists handled the rest: wire instruction verification in CertifID.",
          'Never missed a deadline, running every payroll in ADP.',
          'Descend facades as an IRATA Level 2 Rope Access Technician.',
          "Close month-end with the practice's outside CPA.",
          'Check greens daily; our irrigation technician, Luis Carmona, programs and repairs the Toro Lynx system.',
        ],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Acme',
    positionName: 'Technician',
    description:
      'Requirements\n- Collect water cultures\n- Perform fluorescein angiography\n- Collect mortar samples\n- Paralegal certificate\n- Total chlorine checks\n- Gradient boosting\n- Sample panels\n- Discharge planning\n- Refinishing\n- Spray nitrocellulose lacquer\n- Drop-fill repairs\n- IEP transportation\n- Macro Helix\n- CSOS\n- Lutathera\n- Laser welding\n- Charitable gift annuities\n- Intraoperative neuromonitoring\n- Sterile filtration\n- HyperArc\n- ArcCHECK\n- HPLC\n- SART CORS\n- GTV contours\n- Route optimization\n- Intravitreal injections\n- Job safety analyses\n- ARRT (CV) or (CI)\n- Dermatology experience\n- Medical terminology\n- Clinical rotations\n- NetSuite\n- Soil evaluations\n- STRmix\n- CODIS\n- CyberArk\n- Root cause analysis\n- Instrument repair\n- Flexible endoscopes\n- Public pool inspections\n- SQL\n- Tray audits\n- RBT\n- GPR\n- SPC\n- HATLFF\n- CertifID\n- ADP\n- IRATA\n- CPA\n- Toro Lynx',
  });
  const gate = buildSkillGate(person, job);

  it('refuses work someone else does, watches, is handed or is sent out for, in any word form', () => {
    for (const name of [
      'Water cultures',
      'Fluorescein angiography',
      'Refinishing',
      'Spray nitrocellulose',
      'Macro Helix',
      'CSOS',
      'Lutathera',
      'Laser welding',
      'Intraoperative neuromonitoring',
      'Sterile filtration',
      'HyperArc',
      'ArcCHECK',
      'HPLC',
      'GTV contours',
      'Route optimization',
      'Clinical rotations',
    ])
      expect(gate.refuse(name), name).toBe("your resume names it as someone else's, not yours");
  });

  it('refuses work handed to others by whatever verb, and keeps work the person hands on or is praised for', () => {
    for (const name of [
      'Soil evaluations',
      'STRmix',
      'CODIS',
      'CyberArk',
      'Root cause analysis',
      'Instrument repair',
      'Flexible endoscopes',
      'Public pool inspections',
    ])
      expect(gate.refuse(name), name).toBe("your resume names it as someone else's, not yours");
    expect(gate.refuse('SQL')).toBeUndefined();
    expect(gate.refuse('Tray audits')).toBeUndefined();
  });

  it('refuses what others keep, score or are listed as doing, what was only heard about, and what was not done', () => {
    // ("the practice's outside CPA": a person who holds the credential; "programs and repairs": two verbs.)
    // (A tool met only at a workshop is read as a course first, decision 145.)
    expect(gate.refuse('GPR')).toBe('your resume shows a course about it, not work with it');
    for (const name of ['SPC', 'HATLFF', 'CertifID', 'CPA', 'Toro Lynx'])
      expect(gate.refuse(name), name).toBe("your resume names it as someone else's, not yours");
    expect(gate.refuse('RBT')).toBe('your resume says you have not done it');
    // ("Never missed a deadline, running every payroll in ADP": the denial is of another clause.)
    expect(gate.refuse('ADP')).toBeUndefined();
    // ("IRATA Level 2": a grade of the credential, held.)
    expect(gate.refuse('IRATA')).toBeUndefined();
  });

  it('refuses what the resume says the person wants to do, and keeps what they did', () => {
    expect(gate.refuse('Dermatology')).toBe(
      'your resume names it as what you want to do, not what you have done',
    );
    expect(gate.refuse('Medical terminology')).toBeUndefined();
  });

  it('refuses a credential whose bracketed letters say the person holds another', () => {
    expect(gate.refuse('ARRT')).toBe('your resume shows the ARRT (R), another credential');
  });

  it('refuses a credential the person is still completing', () => {
    expect(gate.refuse('Paralegal certificate')).toBe('your resume shows it in progress, not yet held');
  });

  it('reads no name from words that belong to two other names', () => {
    expect(gate.refuse('Mortar samples')).toBe('your resume does not show it');
  });

  it("keeps the person's own work, and what others did to it", () => {
    for (const name of [
      'Total chlorine checks',
      'Gradient boosting',
      'Sample panels',
      'Discharge planning',
      'Drop-fill repairs',
      'IEP transportation',
      'Charitable gift annuities',
      'SART CORS',
      'Intravitreal injections',
      'Job safety analyses',
      'NetSuite',
    ])
      expect(gate.refuse(name), name).toBeUndefined();
  });
});

describe('gapReport: names a reader can act on', () => {
  const person = normalizeResumeData({
    name: 'Lee Park',
    experience: [
      {
        job_title: 'Lead Splicer',
        company: 'Prairie Fiber',
        dates: '2018 - Present',
        bullet_points: ['Spliced FTTH drops and 1x32 splitters for 4,000 homes.'],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Heartland Connect',
    positionName: 'Lead Splicing Technician',
    description:
      'About us\nWe are accredited by the Undersea and Hyperbaric Medical Society (UHMS).\nRequirements\n- Build and turn up our GPON and XGS-PON FTTH network\n- Undersea and Hyperbaric Medical Society standards',
  });
  const report = gapReport(buildSkillGate(person, job));

  it('names only the part of a run of names the resume lacks, and no piece of a body’s name', () => {
    expect(report.gaps).toContain('XGS-PON');
    expect(report.gaps).not.toContain('XGS-PON FTTH');
    expect(report.gaps).not.toContain('Undersea');
  });
});

describe('gapReport: every ask of a long posting, not only its top keywords', () => {
  // A long posting whose requirements list ends with a language "a plus" and a membership "preferred": both are
  // what the person lacks, however many other names the posting gave before them.
  const superintendent = normalizeResumeData({
    name: 'Dana Whitt',
    experience: [
      {
        job_title: 'Assistant Superintendent',
        company: 'Longleaf Ridge Golf Club',
        dates: '2018 - Present',
        bullet_points: [
          'Ran the spray program on ultradwarf Bermudagrass greens under our IPM plan.',
          'Guided hand-watering with TDR moisture meters through summer stress.',
          'Tracked inventory and labor hours in Microsoft Excel.',
        ],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Brier Hollow Club',
    positionName: 'Golf Course Superintendent',
    description: [
      'Brier Hollow is a private club in Southern Pines, North Carolina, with 27 holes and 740 golf members.',
      'Responsibilities',
      '- Plan the agronomic program: fertility programs, soil testing, aerification, verticutting and topdressing',
      '- Direct the spray program under an integrated pest management (IPM) plan and keep NCDA&CS records',
      '- Manage irrigation through our Toro Lynx central control system and report water use to the county',
      '- Use moisture meters (TDR) to guide hand-watering through summer stress',
      '- Develop and manage the $1.6M annual operating budget and the five-year capital equipment plan',
      '- Hire, train and lead a staff of 25, including shift coverage for tournaments and frost delays',
      '- Work with the equipment manager on the shop schedule and keep every mower safe to operate',
      '- Prepare monthly reports for the Green Committee and present at quarterly reviews with the Board',
      '- Respond to member feedback within 48 hours and write the course maintenance blog',
      'Requirements',
      '- 5+ years as an assistant superintendent at an 18-hole or larger facility',
      '- Degree or certificate in turfgrass management',
      '- Hands-on experience with ultradwarf Bermudagrass greens and Tifway fairways',
      '- North Carolina pesticide applicator license (Ornamental & Turf)',
      '- Turf disease identification and sprayer calibration skills',
      '- Proficiency with Microsoft Excel',
      '- Spanish language skills are a plus',
      '- GCSAA Class A membership preferred',
      'Benefits',
      '- Club vehicle, medical and dental insurance, 401(k) with a 6% match',
    ].join('\n'),
  });
  const report = gapReport(buildSkillGate(superintendent, job));

  it('names the language and the membership the posting asks for last', () => {
    expect(report.gaps).toEqual(expect.arrayContaining(['Spanish']));
    expect(report.gaps.some((g) => /GCSAA/.test(g))).toBe(true);
  });

  it('names no place of the company’s description of itself', () => {
    expect(report.gaps.join(' | ')).not.toMatch(/Southern Pines|North Carolina|Brier Hollow/);
  });
});

describe('the skill gate and the gap report, blind set 25 (decision 117)', () => {
  const person = normalizeResumeData({
    summary: '',
    skills: ['Facebook page management', 'Asbestos abatement'],
    tools: ['IBM Maximo'],
    experience: [
      {
        job_title: 'Auctioneer',
        company: 'Lake Auctions',
        dates: '2015 - Present',
        bullet_points: [
          "When local TV covered our benefit, the hospital foundation's PR director wrote the press release.",
          "Matched part numbers to the parts lists on the shop estimators' repair estimates.",
          'Package asbestos waste and complete waste shipment records under the asbestos NESHAP.',
          'Close 60 preventive maintenance work orders a month in IBM Maximo.',
          'Set up 3 robotic total stations a day.',
          'Fly every load on Ag-Nav GPS guidance.',
        ],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Arrowhead Power',
    positionName: 'Communications Specialist',
    description: [
      'Requirements',
      '- Write press releases and repair estimates',
      '- Experience managing social media channels',
      '- Complete waste shipment records in line with NESHAP (40 CFR Part 61, Subpart M)',
      '- Complete work orders in our CMMS',
      '- Complete preventive maintenance and work orders',
      '- Operate robotic total stations',
      '- Plan each load using GPS guidance (SATLOC G4 or similar)',
    ].join('\n'),
  });
  const gate = buildSkillGate(person, job);

  it('refuses work someone else does after a clause of when, and work named by whose it is in the plural', () => {
    expect(gate.refuse('Press releases')).toBeDefined();
    expect(gate.refuse('Repair estimates')).toBeDefined();
  });

  it('reads athenahealth as an EHR', () => {
    const receptionist = normalizeResumeData({
      experience: [
        {
          job_title: 'Medical Receptionist',
          company: 'Lowell Family Practice',
          dates: '2019 - Present',
          bullet_points: ['Schedule 90 appointments a day in athenahealth.'],
        },
      ],
    });
    const desk = analyzeJob({
      companyName: 'Merrimack Urgent Care',
      positionName: 'Patient Services Representative',
      description: 'Requirements\n- 2+ years with an EHR\n- Schedule appointments',
    });
    expect(gapReport(buildSkillGate(receptionist, desk)).gaps).not.toContain('EHR');
  });

  it("reads someone's rules the person follows as the person's practice, and a BLS Provider card as CPR", () => {
    const aide = normalizeResumeData({
      experience: [
        {
          job_title: 'Dietary Aide',
          company: 'Maple Court',
          dates: '2024 - Present',
          bullet_points: ["Wash hands and wear gloves per the community's infection control rules."],
        },
      ],
      certifications: [{ name: 'BLS Provider – American Heart Association', year: '2026' }],
    });
    const care = analyzeJob({
      companyName: 'Keystone Home Care',
      positionName: 'Home Health Aide',
      description: 'Requirements\n- Follow infection control procedures\n- Current CPR certification',
    });
    const aideGate = buildSkillGate(aide, care);
    expect(aideGate.refuse('Infection control')).toBeUndefined();
    expect(aideGate.refuse('CPR')).toBeUndefined();
  });

  it('reports no gap for one of two asks the resume meets, a bracket after the first kept with it', () => {
    const aide = normalizeResumeData({
      skills: ['Personal care'],
      certifications: [{ name: 'Certified Nurse Aide – Pennsylvania Nurse Aide Registry', year: '2026' }],
    });
    const care = analyzeJob({
      companyName: 'Keystone Home Care',
      positionName: 'Home Health Aide',
      description:
        'Requirements\n- Completed HHA training (HHA certificate) or active listing on the Pennsylvania Nurse Aide Registry\n- Personal care',
    });
    expect(gapReport(buildSkillGate(aide, care)).gaps.join(' | ')).not.toMatch(/HHA/);
  });

  it('refuses work a listed set of participles hands to others, one of them named with "an", and work taken by others', () => {
    const foreman = normalizeResumeData({
      experience: [
        {
          job_title: 'Roofing Foreman',
          company: 'Front Range Roofing',
          dates: '2012 - Present',
          bullet_points: [
            'Coping, counterflashing and edge metal are measured, fabricated and installed by our sheet metal department.',
            'Placed electrodes; an exercise physiologist ran the Bruce protocol under a cardiologist.',
            'Sat in on recorded statements taken by senior adjusters and drafted the claim notes afterward.',
            'Installed TPO membrane on 40 roofs.',
          ],
        },
      ],
    });
    const roofing = analyzeJob({
      companyName: 'Summit Roofing',
      positionName: 'Superintendent',
      description:
        'Requirements\n- Counterflashing and edge metal\n- Bruce protocol\n- Recorded statements\n- TPO membrane',
    });
    const roofGate = buildSkillGate(foreman, roofing);
    for (const name of ['Counterflashing', 'Edge metal', 'Bruce protocol', 'Recorded statements'])
      expect(roofGate.refuse(name), name).toBeDefined();
    expect(roofGate.refuse('TPO membrane')).toBeUndefined();
  });

  it('refuses work any participle hands to a doer after "by", or a clause joined by "and" gives to someone else', () => {
    const clerk = normalizeResumeData({
      experience: [
        {
          job_title: 'Service Advisor',
          company: 'Piedmont Motors',
          dates: '2019 - Present',
          bullet_points: [
            "Subpoenas and court orders were reviewed and answered by the hospital's Legal Services team; I logged them.",
            'On warranty ROs I write the concern, and our warranty administrator submits the claims to the maker.',
            'Helped the foreman with acceptance tests witnessed by the fire marshal.',
            'Ran hydrostatic tests on new systems.',
          ],
        },
      ],
    });
    const desk = analyzeJob({
      companyName: 'Upstate Motors',
      positionName: 'Service Advisor',
      description:
        'Requirements\n- Process subpoenas and court orders\n- Submit warranty claims\n- Acceptance tests\n- Hydrostatic tests',
    });
    const deskGate = buildSkillGate(clerk, desk);
    for (const name of ['Subpoenas', 'Court orders', 'Warranty claims'])
      expect(deskGate.refuse(name), name).toBe("your resume names it as someone else's, not yours");
    // ("witnessed by the fire marshal": who watched the work, not who did it.)
    expect(deskGate.refuse('Acceptance tests')).toBeUndefined();
    expect(deskGate.refuse('Hydrostatic tests')).toBeUndefined();
  });

  it('refuses a credential in progress that the resume names with other words between its own', () => {
    const student = normalizeResumeData({
      experience: [
        {
          job_title: 'Membership Coordinator',
          company: 'Peak Fitness',
          dates: '2018 - Present',
          bullet_points: ['Ran monthly membership billing for 2,400 members.'],
        },
      ],
      education: [
        {
          degree: 'Medical Billing and Coding Certificate (in progress, expected May 2027)',
          school: 'Hillsborough Community College',
          dates: '2026 - 2027',
        },
      ],
    });
    const billing = analyzeJob({
      companyName: 'Bright Smiles Dental',
      positionName: 'Billing Coordinator',
      description: 'Requirements\n- Medical or dental billing certificate preferred\n- Membership billing',
    });
    expect(buildSkillGate(student, billing).refuse('Billing certificate')).toBe(
      'your resume shows it in progress, not yet held',
    );
  });

  it('reports no gap for names a bracket offers as alternatives the resume meets, unless a line asks for one alone', () => {
    const rep = normalizeResumeData({
      skills: ['ezyVet'],
      experience: [
        {
          job_title: 'Client Service Representative',
          company: 'Foothills Animal Hospital',
          dates: '2020 - Present',
          bullet_points: ['Book 60 appointments a day in ezyVet.'],
        },
      ],
    });
    const desk = analyzeJob({
      companyName: 'Riverbend Veterinary',
      positionName: 'Client Care Lead',
      description:
        'Responsibilities\n- Schedule appointments and surgeries in Cornerstone\nRequirements\n- Experience with practice management software (Cornerstone or AVImark preferred; ezyVet or Impromed considered)',
    });
    const { gaps } = gapReport(buildSkillGate(rep, desk));
    expect(gaps).not.toContain('AVImark');
    expect(gaps).not.toContain('Impromed');
    expect(gaps).toContain('Cornerstone');
  });

  it("names a credential the job asks for before a thing in passing that the resume gives as another team's", () => {
    const manager = normalizeResumeData({
      experience: [
        {
          job_title: 'Produce Manager',
          company: 'Valley Market',
          dates: '2016 - Present',
          bullet_points: [
            'Fruit cups and cut melons are made by the deli team; I order the fruit.',
            'Build ad displays every week.',
          ],
        },
      ],
    });
    const produce = analyzeJob({
      companyName: 'Hometown Grocers',
      positionName: 'Produce Department Manager',
      description:
        'Responsibilities\n- Oversee the fresh-cut program: fruit cups and cut melons\n- Build ad displays\nRequirements\n- ServSafe Food Protection Manager certification',
    });
    const { gaps } = gapReport(buildSkillGate(manager, produce));
    const credential = gaps.findIndex((g) => /ServSafe/.test(g));
    expect(credential).toBeGreaterThanOrEqual(0);
    const passing = gaps.findIndex((g) => /fruit cups/i.test(g));
    expect(passing).toBeGreaterThanOrEqual(0);
    expect(credential).toBeLessThan(passing);
  });

  it('refuses work given to others by irregular participles, "end to end", "the lab\'s work" or "for X our vendor"', () => {
    const tech = normalizeResumeData({
      experience: [
        {
          job_title: 'Pulmonary Function Technologist',
          company: 'Mercy Hospital',
          dates: '2018 - Present',
          bullet_points: [
            'Arterial blood gases are drawn and run by the respiratory therapy department; I enter the results.',
            "Cardiopulmonary exercise tests (CPET) are the cardiology exercise lab's work.",
            'Short- and long-term disability claims are managed end to end by the Benefits team.',
            'For ADAS camera calibrations our calibration vendor, CalibrateAZ, does the work; I flag the work order.',
            'Ethical walls are built and monitored by the Risk Technology team in Intapp Walls.',
            'Run 40 spirometry tests a day.',
          ],
        },
      ],
    });
    const lab = analyzeJob({
      companyName: 'University Medical Center',
      positionName: 'Pulmonary Function Technologist',
      description:
        'Requirements\n- Arterial blood gases\n- CPET\n- Disability claims\n- ADAS calibration\n- Ethical walls in Intapp Walls\n- Spirometry',
    });
    const labGate = buildSkillGate(tech, lab);
    for (const name of [
      'Arterial blood gases',
      'CPET',
      'Disability claims',
      'ADAS calibration',
      'Ethical walls',
      'Intapp Walls',
    ])
      expect(labGate.refuse(name), name).toBe("your resume names it as someone else's, not yours");
    expect(labGate.refuse('Spirometry')).toBeUndefined();
  });

  it('reads a named tool as the kind it is one of: Facebook is social media, Maximo a CMMS', () => {
    const { gaps } = gapReport(gate);
    expect(gaps).not.toContain('Social media');
    expect(gaps).not.toContain('CMMS');
  });

  it('reads a count before a name that describes the noun after it as a count of that noun', () => {
    expect(gate.refuse('Preventive maintenance')).toBeUndefined();
    // ("robotic total" of "robotic total stations": the posting never writes it whole.)
    expect(gate.refuse('Robotic total')).toBeDefined();
  });

  it('reports no gap for a citation in brackets after a name the resume shows', () => {
    const { gaps } = gapReport(gate);
    expect(gaps.join(' | ')).not.toMatch(/CFR|Subpart/);
  });

  it('reports no gap for an example in brackets "or similar" of what the resume shows', () => {
    expect(gapReport(gate).gaps.join(' | ')).not.toMatch(/SATLOC/);
  });
});

describe('the skill gate reads the job’s own work, courses and the people a posting names (decision 125)', () => {
  const cashier = normalizeResumeData({
    summary:
      'Front-end lead at a garden centre for five years. I finished an online bookkeeping course this spring and want to move into an office.',
    experience: [
      {
        job_title: 'Front-End Lead',
        company: 'Greenway Garden Centre',
        dates: '2021 - Present',
        bullet_points: [
          'Reconcile cash drawers for six registers at close and prepare the bank deposit.',
          'Handle customer complaints at the service desk and by phone.',
          'Key supplier part numbers into Lightspeed when the delivery arrives.',
          'Vendor returns belong to the receiving clerks through the store’s inventory system.',
        ],
      },
    ],
    certifications: [
      { name: 'QuickBooks Online certification prep course (online) — exam not taken', year: '2026' },
    ],
  });
  const posting = (duties: string[], asks: string[]) => ({
    companyName: 'Hollis Supply Co.',
    positionName: 'Accounts Clerk',
    description: [
      'Hollis Supply Co. sells landscape stone to contractors across the county.',
      '',
      'What you will do',
      ...duties.map((d) => `- ${d}`),
      '',
      'What you bring',
      ...asks.map((a) => `- ${a}`),
    ].join('\n'),
  });
  const office = posting(
    [
      'Reconcile cash drawers and the daily deposit',
      'Key part numbers and prices into Lightspeed',
      'Process vendor returns',
      'Post invoices and chase late payments',
    ],
    [
      '2+ years of customer service',
      'Bookkeeping experience',
      'Medical terminology',
      'QuickBooks Online certification preferred',
      'Interest in CPA or EA school; we support our CPAs with exam fees',
    ],
  );
  const g = buildSkillGate(cashier, analyzeJob(office));

  it('refuses a plain phrase the posting writes only in its duties, and keeps it where the posting asks for it', () => {
    expect(g.refuse('Cash drawers')).toBe('a task of the job, not a skill the posting asks for');
    expect(g.refuse('Part numbers')).toBe('a task of the job, not a skill the posting asks for');
    // A name in a duty is still a name.
    expect(g.refuse('Lightspeed')).toBeUndefined();
    const asked = posting(['Key prices into Lightspeed'], ['Experience balancing cash drawers']);
    expect(buildSkillGate(cashier, analyzeJob(asked)).refuse('Cash drawers')).toBeUndefined();
  });

  it('reads a paragraph\'s "You will …" sentences as duties too (decision 145)', () => {
    const plain = analyzeJob({
      companyName: 'Hollis Supply Co.',
      positionName: 'Accounts Clerk',
      description:
        'Hollis Supply Co. sells landscape stone to contractors across the county. In this role you will reconcile cash drawers and the daily deposit. You will also key part numbers into Lightspeed. We ask for two years of customer service and bookkeeping experience.',
    });
    const gate = buildSkillGate(cashier, plain);
    expect(gate.refuse('Cash drawers')).toBe('a task of the job, not a skill the posting asks for');
    expect(gate.refuse('Lightspeed')).toBeUndefined();
  });

  it('reads the doer of work handed on up to the means it is done through', () => {
    expect(g.refuse('Vendor returns')).toBe("your resume names it as someone else's, not yours");
  });

  it('reads handling customer complaints as customer service', () => {
    expect(g.refuse('Customer service')).toBeUndefined();
  });

  it('refuses what the resume names only as a course taken, or a credential whose exam is not taken', () => {
    expect(g.refuse('Bookkeeping')).toBe('your resume shows a course about it, not work with it');
    expect(g.refuse('QuickBooks Online certification')).toBe(
      'your resume shows it in progress, not yet held',
    );
    expect(gapReport(g).gaps).toEqual(
      expect.arrayContaining(['Bookkeeping', 'QuickBooks Online certification']),
    );
  });

  it('reads a plural acronym as people when the posting names the school that makes one', () => {
    expect(g.typeOf('CPAs')).toBe('person');
  });
});

describe('the skill gate reads webinars, goals and work set up by others (decision 127)', () => {
  const lab = normalizeResumeData({
    summary:
      'Chemistry graduate with a summer in a brewery lab. Looking for a first QC role in an ISO 17025 lab.',
    experience: [
      {
        job_title: 'QC Intern',
        company: 'Ridgeline Brewing',
        dates: 'Jun 2025 - Aug 2025',
        bullet_points: [
          'Ran pH, gravity and dissolved oxygen checks on every batch.',
          'The LIMS workflows are built and set up by our lab systems analyst; I enter the results.',
          'Record fermentation data; the lab manager keeps the sampling rota, and she also builds the weekly schedule.',
        ],
      },
    ],
    certifications: [{ name: 'Introduction to Karl Fischer Titration (90-minute webinar)', year: '2025' }],
  });
  const posting = {
    companyName: 'Norvale Labs',
    positionName: 'QC Chemist I',
    description: [
      'What you bring',
      '- Karl Fischer titration',
      '- LIMS workflows',
      '- Scheduling',
      '- pH and dissolved oxygen testing',
      '- Experience in an ISO 17025 lab preferred',
    ].join('\n'),
  };
  const g = buildSkillGate(lab, analyzeJob(posting));

  it('refuses what the resume names only in a webinar', () => {
    expect(g.refuse('Karl Fischer titration')).toBe('your resume shows a course about it, not work with it');
  });

  it('refuses what the resume says the person is looking for', () => {
    expect(g.refuse('ISO 17025')).toBe('your resume names it as what you want to do, not what you have done');
  });

  it('refuses work set up by someone else, and work "she" or "he" does', () => {
    expect(g.refuse('LIMS workflows')).toBe("your resume names it as someone else's, not yours");
    expect(g.refuse('Scheduling')).toBe("your resume names it as someone else's, not yours");
  });
});

describe('the skill gate reads dropped tools, firms beside the person and work left to others (decision 130)', () => {
  const lead = normalizeResumeData({
    summary: 'Line service lead with eight years on airport ramps.',
    experience: [
      {
        job_title: 'Lead Line Service Technician',
        company: 'Front Range Jet Center',
        dates: '2021 - Present',
        bullet_points: [
          "Type I deicing is sprayed by Aero Deice, the airport's contracted deicing company; I call their truck.",
          'Reconcile fuel tickets in FBO Manager (the FBO dropped Total FBO for it in 2020, a year before I joined).',
          'Booster pump stations are serviced by Valley Pump Co.; I only reset a tripped VFD and call them.',
          'Packaging associates ran the Formost Fuji baggers; I stacked racks to them.',
          'Tugs are washed by the detail crew, and I only check tire pressure on the Lektro tugs.',
          'Fuel aircraft all night, and I only wash the Eagle tugs on Sundays.',
          'Completed a 30-minute HACCP awareness video (no certificate).',
          'Performed pre-delivery inspections on new tugs using the PDI checklists.',
          'Cleared jams as an authorized employee under lockout/tagout.',
        ],
      },
    ],
    education: [
      {
        degree: 'A.A.S. Aviation Maintenance — coursework: Hydraulics, Welding (MIG and stick)',
        school: 'Front Range CC',
        dates: '2019',
      },
      {
        degree: 'Medical Terminology (HIT 110) – enrolled for the spring 2027 term',
        school: 'CNM',
        dates: '2027',
      },
    ],
    certifications: [
      { name: 'NATA Safety 1st Supervisor Training – enrolled, 3 of 6 modules done', year: '2026' },
    ],
  });
  const posting = {
    companyName: 'Summit Peak Aviation',
    positionName: 'Line Service Supervisor',
    description: [
      'Requirements',
      '- Deicing experience with Type I and Type IV fluids',
      '- Enter fuel tickets in FBO One (or Total FBO)',
      '- Maintain booster pump stations and VFDs',
      '- Formost Fuji baggers',
      '- Lektro tugs',
      '- Eagle tugs',
      '- HACCP',
      '- Perform pre-delivery inspections (PDIs) on new equipment',
      '- Enforce LOTO',
      '- Weld as needed (MIG, stick)',
      '- Medical terminology',
      '- NATA Safety 1st Supervisor Training certificate',
    ].join('\n'),
  };
  const g = buildSkillGate(lead, analyzeJob(posting));
  const others = "your resume names it as someone else's, not yours";

  it('refuses a tool the resume names only as one others stopped using', () => {
    expect(g.refuse('Total FBO')).toBe(
      'your resume names it as a tool others stopped using, not one you used',
    );
  });

  it('refuses work done by a firm beside the person, by people named bare, or left to others but a little', () => {
    expect(g.refuse('Deicing')).toBe(others);
    expect(g.refuse('Formost Fuji')).toBe(others);
    expect(g.refuse('VFDs')).toBe(others);
    expect(g.refuse('Lektro tugs')).toBe(others);
    // (Nobody else in the line: what the person "only" does is still theirs.)
    expect(g.refuse('Eagle tugs')).toBeUndefined();
  });

  it('refuses what only a training video taught, and what the person is only enrolled in', () => {
    expect(g.refuse('HACCP')).toBe('your resume shows a course about it, not work with it');
    expect(g.refuse('Medical terminology')).toBe('your resume shows it in progress, not yet held');
  });

  it('never takes a piece of a name with an ordinal in it for a name', () => {
    expect(g.refuse('NATA Safety')).toBe('too generic to be a skill');
    expect(g.refuse('1st Supervisor Training')).toBe('too generic to be a skill');
  });

  it('reads initials for a plural, a safety acronym, and a skill learned in coursework where no experience is asked', () => {
    expect(g.refuse('PDIs')).toBeUndefined();
    expect(g.refuse('LOTO')).toBeUndefined();
    expect(g.refuse('MIG')).toBeUndefined();
  });
});

describe('the skill gate reads whom work is coordinated with, shifts, job facts and online courses (decision 131)', () => {
  const operator = normalizeResumeData({
    summary: 'Equipment operator and cargo agent.',
    experience: [
      {
        job_title: 'Operator',
        company: 'Hartwell Excavating',
        dates: '2019 - Present',
        bullet_points: [
          'Plowed and salted lots with the skid steer during winter storms.',
          'Coordinated pickups with truckers for export freight.',
          'Worked 2nd shift on the paving crew.',
        ],
      },
    ],
    certifications: [{ name: 'DBT Skills Overview (Relias online course, 6 hours)', year: '2025' }],
  });
  const posting = {
    companyName: 'City of Erie',
    positionName: 'Equipment Operator II',
    description: [
      'Schedule: Monday–Friday, 7:00 a.m. – 3:30 p.m.; on-call rotation for main breaks and winter storms',
      'Shift: 2nd shift',
      'Responsibilities',
      '- Plow and salt city streets during winter storms',
      '- Coordinate pickups with truckers and tender freight',
      '- Work under the supervising SLP\u2019s direction',
      '- Co-lead groups (coping skills, DBT skills) with the unit therapists',
    ].join('\n'),
  };
  const g = buildSkillGate(operator, analyzeJob(posting));

  it('refuses the people work is coordinated with, a shift, and whose direction it is', () => {
    expect(g.refuse('truckers')).toBe('people, not a skill');
    expect(g.refuse('2nd shift')).toBe('a benefit of the job');
    expect(g.refuse('Supervising SLP\u2019s')).toBe('too generic to be a skill');
  });

  it('reads a job fact ("Schedule: …") as no ask, so a duty’s object stays the job’s work', () => {
    expect(g.refuse('winter storms')).toBe('a task of the job, not a skill the posting asks for');
  });

  it('refuses what only an online course taught', () => {
    expect(g.refuse('DBT')).toBe('your resume shows a course about it, not work with it');
  });
});

describe('the skill gate reads who a "who" clause speaks of, certification entries, passed exams and a career wished for (decision 135)', () => {
  const tech = normalizeResumeData({
    summary: 'Ready for a long career in municipal utilities.',
    experience: [
      {
        job_title: 'Cable Locator',
        company: 'Summit Locating',
        dates: '2019 - Present',
        bullet_points: [
          'Locate buried cable and fiber with an inductive locator and mark it to APWA colors.',
          'Lines with no trace wire went to the owner\u2019s standby locator, who used a pipe camera.',
        ],
      },
    ],
    certifications: [
      { name: 'Scissor and boom lift operator (MEWP)', year: '2024' },
      { name: 'Respiratory Therapy Technician (CRT), NBRC \u2013 exam passed May 2026', year: '2026' },
      { name: 'Flagger card (expired 2019)', year: '2016' },
    ],
  });
  const posting = {
    companyName: 'Northfield Water',
    positionName: 'Locate Technician',
    description: [
      'Requirements',
      '- Locate buried lines with pipe cameras and inductive locators',
      '- Boom lift certification',
      '- Flagger certification',
      '- CRT',
      '- 2+ years in municipal utilities',
    ].join('\n'),
  };
  const g = buildSkillGate(tech, analyzeJob(posting));

  it('refuses what the one person named before ", who" used', () => {
    expect(g.refuse('pipe cameras')).toBe("your resume names it as someone else's, not yours");
  });

  it('takes a certification entry naming the credential in other words as the credential, unless it lapsed', () => {
    expect(g.certifies('Boom lift certification')).toBe(true);
    expect(g.refuse('Boom lift certification')).toBeUndefined();
    expect(g.certifies('Flagger certification')).toBe(false);
    expect(g.refuse('Flagger certification')).toBe('your resume shows it lapsed or expired, not held now');
  });

  it('reads an exam passed as held, and "ready for a career in" as a wish', () => {
    expect(g.refuse('CRT')).toBeUndefined();
    expect(g.refuse('municipal utilities')).toBe(
      'your resume names it as what you want to do, not what you have done',
    );
  });
});

describe('the skill gate reads a firm\u2019s "which did", a colleague named before "who", a clause with no "that", and a credential of another kind (decision 137)', () => {
  const tech = normalizeResumeData({
    summary: '',
    experience: [
      {
        job_title: 'Orchard Lead',
        company: 'Bright Acres',
        dates: '2018 - Present',
        bullet_points: [
          'When a roof leak turned up, we sealed the room and passed the job to our partner company, which handled the asbestos abatement and encapsulation.',
          'Report pest pressure to our CCA, who writes the biological control plans.',
          'Thin fruit and set ladders on the harvest plan our horticulturist builds from canopy scans.',
          'Operate air-blast sprayers under the Apprentice Arborist Certificate and calibrate sprayers weekly.',
          'Our partner company, which handled the ozone treatment, left early, and I did the thermal fogging.',
        ],
      },
    ],
    certifications: [{ name: 'Apprentice Arborist Certificate', year: '2021' }],
  });
  const posting = {
    companyName: 'Valley Fruit',
    positionName: 'Orchard Manager',
    description: [
      'Requirements',
      '- Asbestos abatement and encapsulation experience',
      '- Biological control plans',
      '- CCA',
      '- Canopy scans for harvest planning',
      '- Master Arborist Certificate',
      '- Thermal fogging',
      '- Sprayer calibration',
    ].join('\n'),
  };
  const g = buildSkillGate(tech, analyzeJob(posting));
  const OTHERS = "your resume names it as someone else's, not yours";

  it('refuses what a firm or unit did in a "which" clause, but not the person\u2019s own part after it', () => {
    expect(g.refuse('Asbestos abatement')).toBe(OTHERS);
    expect(g.refuse('encapsulation')).toBe(OTHERS);
    expect(g.refuse('Thermal fogging')).toBeUndefined();
  });

  it('refuses a name that is a colleague ("our CCA, who …") and work in a clause of theirs with no "that"', () => {
    expect(g.refuse('CCA')).toBe(OTHERS);
    expect(g.refuse('Biological control plans')).toBe(OTHERS);
    expect(g.refuse('Canopy scans')).toBe(OTHERS);
    expect(g.refuse('Sprayer calibration')).toBeUndefined();
  });

  it('refuses a credential the resume holds only in another kind', () => {
    expect(g.refuse('Arborist Certificate')).toBe(
      'your resume shows the Apprentice Arborist Certificate, another credential',
    );
  });
});

describe('the skill gate reads a move wished for, a ride-along, people named by their craft, and a credential of another track (decision 139)', () => {
  const planner = normalizeResumeData({
    summary: 'Studio photographer of eight years, moving into retail digital asset management.',
    experience: [
      {
        job_title: 'Studio Photographer',
        company: 'Brightline Portraits',
        dates: '2018 - Present',
        bullet_points: [
          'Rode along on Pix4D orthomosaic flights with a licensed Part 107 pilot.',
          'Briefed the Lua scripters, who wrote the Lightroom plugins we used for tagging.',
          'Moved into a new building in 2022 and rebuilt the colour-managed print workflow.',
          'Run user acceptance testing of each new catalogue release with the web team.',
        ],
      },
    ],
    certifications: [{ name: 'Adobe Certified Professional – Photoshop Visual Design', year: '2021' }],
  });
  const posting = {
    companyName: 'Northwind Retail',
    positionName: 'Digital Asset Coordinator',
    description: [
      'Requirements',
      '- Digital asset management',
      '- Pix4D',
      '- Lua scripting for plugins',
      '- Colour-managed print workflow',
      '- Run UAT on catalogue releases',
      '- Adobe Certified Professional – Premiere Pro Video Design',
    ].join('\n'),
  };
  const g = buildSkillGate(planner, analyzeJob(posting));
  const OTHERS = "your resume names it as someone else's, not yours";

  it('refuses what the person is only moving into, and keeps what they did after moving into a building', () => {
    expect(g.refuse('Digital asset management')).toMatch(
      /^your resume (names it as what you want|shows it in progress)/,
    );
    expect(g.refuse('Colour-managed print workflow')).toBeUndefined();
  });

  it('refuses what was only seen on a ride-along, and the craft of people named before ", who"', () => {
    expect(g.refuse('Pix4D')).toBe(OTHERS);
    expect(g.refuse('Lua')).toBe(OTHERS);
  });

  it('reads UAT as user acceptance testing', () => {
    expect(g.refuse('UAT')).toBeUndefined();
  });

  it('refuses a credential of another track after its dash', () => {
    expect(g.refuse('Adobe Certified Professional')).toBe(
      'your resume shows the Adobe Certified Professional – Photoshop Visual Design, another credential',
    );
  });
});

describe('the gap report names a lexicon skill once under its two names (decision 139)', () => {
  it('lists "user acceptance testing (UAT)" as one gap', () => {
    const clerk = normalizeResumeData({
      summary: 'Store manager.',
      experience: [
        {
          job_title: 'Store Manager',
          company: 'Valley Hardware',
          dates: '2015 - Present',
          bullet_points: ['Ran weekly inventory counts in Excel'],
        },
      ],
    });
    const posting = {
      companyName: 'Northwind Bank',
      positionName: 'Project Coordinator',
      description:
        'Responsibilities\n- Drive user acceptance testing (UAT) and cutover planning\n- Track tasks in Jira\n\nRequirements\n- Excel',
    };
    const { gaps } = gapReport(buildSkillGate(clerk, analyzeJob(posting)));
    expect(gaps.filter((g) => /^(UAT|User acceptance testing)$/i.test(g))).toHaveLength(1);
  });
});

describe('product names inside longer names (decision 140)', () => {
  it('reads "3D" written only as "Civil 3D" as no name of its own, and reports the product the resume lacks', () => {
    const painter = normalizeResumeData({
      summary: 'Sign painter building toward a career in civil drafting.',
      experience: [
        {
          job_title: 'Sign Painter',
          company: 'Quill Signs',
          dates: '2016 - Present',
          bullet_points: [
            'Draw sign permit drawings in AutoCAD LT.',
            'Build 3D mockups of signs in SketchUp.',
          ],
        },
      ],
    });
    const drafter = analyzeJob({
      companyName: 'Basin Engineering',
      positionName: 'CAD Drafter I',
      description:
        'Requirements\n- Draft grading plans in AutoCAD Civil 3D\n- Working knowledge of AutoCAD; Civil 3D strongly preferred\n- MicroStation',
    });
    expect(drafter.keywords.map((k) => k.written)).not.toContain('3D');
    expect(gapReport(buildSkillGate(painter, drafter)).gaps).toContain('AutoCAD Civil 3D');
  });

  it('reads a product the title names and the posting writes on its own as a tool, and a course about it as no work', () => {
    const consultant = normalizeResumeData({
      experience: [
        {
          job_title: 'SAP MM Consultant',
          company: 'Ridge Partners',
          dates: '2015 - Present',
          bullet_points: ['Configured release strategies and pricing in SAP ECC 6.0 MM.'],
        },
      ],
      certifications: [
        {
          name: 'openSAP course: SAP S/4HANA for Sourcing and Procurement (record of achievement)',
          year: '2024',
        },
      ],
    });
    const lead = analyzeJob({
      companyName: 'Tri-Valve',
      positionName: 'SAP S/4HANA Procurement Lead',
      description:
        'We are moving from SAP ECC to SAP S/4HANA.\n\nRequirements\n- 8+ years of SAP MM experience, including at least one S/4HANA implementation\n- Lead the SAP S/4HANA procurement build',
    });
    const gate = buildSkillGate(consultant, lead);
    expect(gate.typeOf('SAP S/4HANA')).not.toBe('title');
    expect(gate.refuse('SAP S/4HANA')).toBe('your resume shows a course about it, not work with it');
    expect(gate.refuse('S/4HANA')).toBe('your resume shows a course about it, not work with it');
    expect(gapReport(gate).gaps.join(' | ')).toMatch(/S\/4HANA/);
  });
});

describe('whose work, and what is only planned (decision 141)', () => {
  const clerk = normalizeResumeData({
    experience: [
      {
        job_title: 'Estate Account Officer',
        company: 'Harbor State Bank',
        dates: '2017 - Present',
        bullet_points: [
          'Forward rental income figures to the firm’s accounting group, which files the gift tax returns in Lacerte.',
          'Mailed closing packets to heirs for signature through DocuSign and logged replies in Excel.',
          'Spotted a fall at the branch and called EMS; call urgent results to the supervising officer.',
        ],
      },
    ],
    certifications: [
      { name: 'Chartered Estate Planner (CEP) – planning to sit for the exam next spring', year: '' },
      { name: 'Radar Observer (Rivers) – class booked for March 2027', year: '' },
    ],
  });
  const job = analyzeJob({
    companyName: 'Bayfront Trust',
    positionName: 'Estate Account Officer',
    description:
      'Department: Actuarial Science and Estate Services\n\nWhat you will do\n- Prepare gift tax returns in Lacerte\n- Send closing packets through DocuSign; track them in Excel\n- Direct day-to-day estate operations for 40 families\n- Report urgent results and hand over to EMS\n\nQualifications\n- Degree in actuarial science, finance or a related field\n- CEP preferred\n- Radar Observer endorsement',
  });
  const gate = buildSkillGate(clerk, job);

  it('gives what a unit "which files …" does to that unit, and keeps the tool a person sent with as theirs', () => {
    expect(gate.refuse('Lacerte')).toBe("your resume names it as someone else's, not yours");
    expect(gate.refuse('DocuSign')).toBeUndefined();
    expect(gate.refuse('Excel')).toBeUndefined();
  });

  it('reads "planning to sit for the exam" and "class booked for" as not yet held', () => {
    expect(gate.refuse('CEP')).toBe('your resume shows it in progress, not yet held');
    expect(gate.refuse('Radar Observer')).toBe('your resume shows it in progress, not yet held');
  });

  it('reads whom the person called as someone else, a field of the job’s department as a degree’s, and a cut phrase as generic', () => {
    expect(gate.refuse('EMS')).toBe("your resume names it as someone else's, not yours");
    expect(gate.typeOf('Actuarial science')).toBe('degree');
    expect(gate.typeOf('Day-to-day estate')).toBe('generic');
  });
});

describe('duties under a government posting’s heading (decision 141)', () => {
  it('reads what "Essential functions" work on as the job’s tasks, not skills to list', () => {
    const officer = normalizeResumeData({
      experience: [
        {
          job_title: 'Zoning Inspector',
          company: 'Town of Avery',
          dates: '2018 - Present',
          bullet_points: [
            'Patrol for overgrown lots, abandoned trailers and illegal signs; write notices of violation.',
          ],
        },
      ],
    });
    const job = analyzeJob({
      companyName: 'City of Brookfield',
      positionName: 'Zoning Inspector II',
      description:
        'Essential functions\n- Coordinate removal of overgrown lots, abandoned trailers and illegal signs with contractors\n- Write notices of violation\n\nMinimum qualifications\n- Two years of code enforcement experience',
    });
    expect(buildSkillGate(officer, job).refuse('Abandoned trailers')).toBe(
      'a task of the job, not a skill the posting asks for',
    );
  });
});

describe('a recruiter’s read of held-out-39/40 (decision 141)', () => {
  const officer = normalizeResumeData({
    experience: [
      {
        job_title: 'Parole Officer',
        company: 'State Department of Rehabilitation',
        dates: '2015 - Present',
        bullet_points: [
          'Write Jest unit tests for the caseload dashboard scripts.',
          'Keep the district office’s OCIS records current and supervise a caseload of 60.',
          'Prepared site sketches under the PSO’s direction.',
          'Bilingual English/Somali.',
        ],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Lakes County',
    positionName: 'Probation and Parole Officer II',
    description:
      'Responsibilities\n- Supervise a caseload in District 4 along I-94\n- Keep OCIS records current\n- Jest\n- Provides case management to clients\n\nRequirements\n- PSO license\n- OCIS\n- Fluent English; Somali a plus\n- ORAS\n- LSI-R\n- Thinking for a Change',
  });
  const gate = buildSkillGate(officer, job);

  it('keeps unit tests and the person’s own office’s records theirs, and what is done under another’s direction theirs', () => {
    expect(gate.refuse('Jest')).toBeUndefined();
    expect(gate.refuse('OCIS')).toBeUndefined();
    expect(gate.refuse('PSO')).toBe("your resume names it as someone else's, not yours");
  });

  it('reads roads, numbered districts and a duty cut at its verb as no skills, and never reports English', () => {
    expect(gate.typeOf('District 4')).toBe('place');
    expect(gate.typeOf('I-94')).toBe('place');
    expect(gate.typeOf('Provides case management')).toBe('generic');
    expect(gapReport(gate).gaps).not.toContain('English');
  });

  it('reads a parole officer as holding "Probation and Parole Officer II"', () => {
    expect(gate.holdsRole).toBe(true);
  });
});

describe('work beside others, courses and broader skills (decision 141)', () => {
  const nurse = normalizeResumeData({
    experience: [
      {
        job_title: 'School Nurse',
        company: 'Elm Valley Schools',
        dates: '2016 - Present',
        bullet_points: [
          'Run the fall hearing screenings; the district’s contracted occupational therapist performs the handwriting assessments, and I send the letters.',
          'Worked with an analyst who built and hosted a Retool app for the screening data; I entered the results.',
          'Send event photos to the district’s communications team, which ran the TikTok and Instagram accounts.',
        ],
      },
    ],
    certifications: [{ name: 'Udemy course: Health Dashboards in Microsoft Power BI', year: '2024' }],
  });
  const job = analyzeJob({
    companyName: 'Oak County Schools',
    positionName: 'School Nurse',
    description:
      'Responsibilities\n- Hearing screenings and handwriting assessments\n- Keep screening data in Retool\n- Share health tips on social media\n- Build screening dashboards (Microsoft Power BI)\n\nRequirements\n- RN license',
  });
  const gate = buildSkillGate(nurse, job);

  it('gives the contracted therapist’s assessments and a colleague’s app to them', () => {
    expect(gate.refuse('Handwriting assessments')).toBe("your resume names it as someone else's, not yours");
    expect(gate.refuse('Retool')).toBe("your resume names it as someone else's, not yours");
  });

  it('reads "course: … in Microsoft Power BI" as a course, and social media shown only through others’ accounts as theirs', () => {
    expect(gate.refuse('Microsoft Power BI')).toBe('your resume shows a course about it, not work with it');
    expect(gate.refuse('Social media')).toBe("your resume names it as someone else's, not yours");
  });
});

describe('a credential of another rank (decision 141)', () => {
  it('reports the class the posting asks for where the resume holds another', () => {
    const driver = normalizeResumeData({
      experience: [
        {
          job_title: 'Pump Installer',
          company: 'Plains Pump',
          dates: '2014 - Present',
          bullet_points: ['Drive the service truck to 40 well sites a month.'],
        },
      ],
      certifications: [{ name: 'Class B CDL (air brakes)', year: '2016' }],
    });
    const job = analyzeJob({
      companyName: 'Sandhills Drilling',
      positionName: 'Pump Installer',
      description: 'Requirements\n- Class A CDL with air brakes\n- NGWA membership a plus',
    });
    expect(gapReport(buildSkillGate(driver, job)).gaps).toContain('Class A CDL');
  });
});

describe('whose work, in more grammar (decision 145)', () => {
  const clerk = normalizeResumeData({
    summary: 'Operations clerk at a grain terminal, ready to move into commodity merchandising.',
    experience: [
      {
        job_title: 'Operations Clerk',
        company: 'Lakeshore Grain',
        dates: '2019 - Present',
        bullet_points: [
          "Shippers' freight planners build their rail orders in RailPilot; I key the car numbers into our scale system.",
          "Post settlements after the buyer's finance team runs the basis reports in SettleMate.",
          'Greet truckers at the scale house; the registrar completes moisture testing and signs the tickets.',
          'On a 2024 bin expansion, the owner’s certified grain dryer installer wired the burners; I cleaned up the site.',
          'Phosphine fumigation of our bins was done by our pest partner, Prairie Phosphine, under a state permit.',
          'Pull samples with the Gamet probe before handing the load to commodity merchandising.',
        ],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Heartland Co-op',
    positionName: 'Grain Merchandiser',
    description:
      'Requirements\n- RailPilot\n- SettleMate\n- Moisture testing\n- Grain dryer\n- Phosphine\n- Commodity merchandising\n- Gamet probe',
  });
  const gate = buildSkillGate(clerk, job);
  const others = "your resume names it as someone else's, not yours";

  it('gives work to people named by whose they are, to a team acting after the person, and to one named post', () => {
    expect(gate.refuse('RailPilot')).toBe(others);
    expect(gate.refuse('SettleMate')).toBe(others);
    expect(gate.refuse('Moisture testing')).toBe(others);
  });

  it("gives a trade named inside someone else's title, and work a partner named after what it is did, to them", () => {
    expect(gate.refuse('Grain dryer')).toBe(others);
    expect(gate.refuse('Phosphine')).toBe(others);
  });

  it('reads work handed on beside a wish as not the person’s, and keeps the person’s own tool', () => {
    expect(gate.refuse('Commodity merchandising')).toBe(others);
    expect(gate.refuse('Gamet probe')).toBeUndefined();
  });
});

describe('whose work beside what is not yet held (decision 145)', () => {
  const glazier = normalizeResumeData({
    experience: [
      {
        job_title: 'Glazier',
        company: 'Keystone Glass',
        dates: '2015 - Present',
        bullet_points: [
          'Leaks are sealed by our crew after the envelope consultant runs the AAMA 503.3 spray test.',
          'The StoreFront Pro shop drawings were built by the detailing group; I field-measured the openings.',
          'Set unitized panels with Kawneer 1600 anchors.',
        ],
      },
    ],
    certifications: [
      { name: 'StoreFront Pro course – enrolled, starts March 2027', year: '2027' },
      { name: "Ohio driver's license – learner's permit; road test booked", year: '2026' },
    ],
  });
  const job = analyzeJob({
    companyName: 'Lakeview Glazing',
    positionName: 'Glazier',
    description:
      "Requirements\n- AAMA 503.3 water testing\n- StoreFront Pro\n- Kawneer 1600\n- Valid Ohio driver's license",
  });
  const gate = buildSkillGate(glazier, job);

  it('gives a test someone "runs the" to them, a dotted standard included', () => {
    expect(gate.refuse('AAMA 503.3')).toBe("your resume names it as someone else's, not yours");
  });

  it("reads a tool others built beside the person's course in it as theirs", () => {
    expect(gate.refuse('StoreFront Pro')).toBe("your resume names it as someone else's, not yours");
    expect(gate.refuse('Kawneer 1600')).toBeUndefined();
  });

  it("reads a learner's permit as a licence not yet held", () => {
    expect(gate.refuse("Ohio driver's license")).toBe('your resume shows it in progress, not yet held');
  });
});

describe('courses, registrations and whose people (decision 145)', () => {
  const person = normalizeResumeData({
    experience: [
      {
        job_title: 'Loan Processor',
        company: 'Harbor Credit Union',
        dates: '2017 - Present',
        bullet_points: [
          'Package FHA files for our investor, whose Direct Endorsement underwriters make the credit decision.',
          'Arrange buses for students whose IEPs call for special transportation.',
          'Drive the courier van on a CDL Class B route.',
        ],
      },
    ],
    certifications: [
      { name: 'Pulumi for Beginners (Udemy course)', year: '2025' },
      { name: 'NALP Loan Review certificate – registered, class March 2027', year: '2027' },
      { name: 'CDL Class B with air brakes', year: '2015' },
    ],
  });
  const job = analyzeJob({
    companyName: 'Bayline Bank',
    positionName: 'Loan Specialist',
    description:
      'Requirements\n- Direct Endorsement underwriting\n- Pulumi\n- NALP Loan Review certificate\n- IEPs\n- CDL Class B',
  });
  const gate = buildSkillGate(person, job);

  it('reads a tool met only in a course named in brackets as a course, and a class with its rank as a licence', () => {
    expect(gate.refuse('Pulumi')).toBe('your resume shows a course about it, not work with it');
    expect(gate.refuse('CDL Class B')).toBeUndefined();
  });

  it('reads "registered, class March 2027" as not yet held', () => {
    expect(gate.refuse('NALP Loan Review certificate')).toBe(
      'your resume shows it in progress, not yet held',
    );
  });

  it('gives a name the people of "whose …" act with to them, and keeps the work on what served people have', () => {
    expect(gate.refuse('Direct Endorsement')).toBe("your resume names it as someone else's, not yours");
    expect(gate.refuse('IEPs')).toBeUndefined();
  });
});

describe('whose work in passives, clauses of when and possessed subjects (decision 148)', () => {
  const person = normalizeResumeData({
    experience: [
      {
        job_title: 'Print Production Coordinator',
        company: 'Harbor Press',
        dates: '2018 - Present',
        bullet_points: [
          'Proof files are checked against GRACoL by our prepress manager before plating.',
          'Large-format jobs are printed at Copperline Graphics; I schedule the pickups.',
          'When authors send InDesign packages, a production designer flattens them before I start.',
          'The estimating team’s Printvis reports drew on the job tickets I kept current.',
          'On foil stamping our finishing shop runs the Kluge press, and I pack the cartons for them.',
          'When customers ask for Pantone matches, mix the ink by hand.',
          'Built the Monday.com board the shop floor runs on.',
        ],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Bayline Print',
    positionName: 'Production Coordinator',
    description:
      'Requirements\n- GRACoL color management\n- Large-format printing\n- InDesign\n- Printvis\n- Kluge presses\n- Pantone\n- Monday.com',
  });
  const gate = buildSkillGate(person, job);
  const others = "your resume names it as someone else's, not yours";

  it('gives a standard a passive’s doer works to, and work done at another firm, to them', () => {
    expect(gate.refuse('GRACoL')).toBe(others);
    expect(gate.refuse('Large-format printing')).toBe(others);
  });

  it('gives a name inside a clause of when others act to them, not what the people served ask for', () => {
    expect(gate.refuse('InDesign')).toBe(others);
    expect(gate.refuse('Pantone')).toBeUndefined();
  });

  it('gives a thing named as a team’s, standing as the subject, to the team', () => {
    expect(gate.refuse('Printvis')).toBe(others);
    expect(gate.refuse('Monday.com')).toBeUndefined();
  });

  it('keeps the lead clause others’ though the person’s own part is joined after it', () => {
    expect(gate.refuse('Kluge')).toBe(others);
  });
});

describe('a credential under its long name (decision 148)', () => {
  const person = normalizeResumeData({
    experience: [
      {
        job_title: 'Sterile Processing Technician',
        company: 'Harbor Vet Hospital',
        dates: '2019 - Present',
        bullet_points: ['Decontaminate and pack 60 surgical trays a day.'],
      },
    ],
    certifications: [{ name: 'PSTACE home-study course – enrolled, module 1 of 4', year: '2026' }],
  });
  const job = analyzeJob({
    companyName: 'Bayline Animal Clinic',
    positionName: 'Instrument Technician',
    description:
      'Bonus points\n- PSTACE (Paratransit Scheduling Technician Advanced Competency Examination)\n- Fear Free certification',
  });
  const gate = buildSkillGate(person, job);

  it('reads the long name as not yet held when its initials are only a course enrolled in', () => {
    expect(gate.refuse('PSTACE')).toBe('your resume shows it in progress, not yet held');
    expect(gate.refuse('Paratransit Scheduling Technician Advanced Competency Examination')).toBe(
      'your resume shows it in progress, not yet held',
    );
  });
});

describe('a lower belt (decision 148)', () => {
  const person = (belt: string) =>
    normalizeResumeData({
      experience: [
        {
          job_title: 'Quality Technician',
          company: 'Harbor Plastics',
          dates: '2019 - Present',
          bullet_points: ['Ran kaizen events on the molding floor.'],
        },
      ],
      certifications: [{ name: `Lean Six Sigma ${belt} Belt`, year: '2022' }],
    });
  const job = analyzeJob({
    companyName: 'Bayline Medical',
    positionName: 'Quality Engineer',
    description: 'Requirements\n- Lean Six Sigma Green Belt',
  });

  it('reads a yellow belt as another credential than the green one asked, and a black belt as meeting it', () => {
    expect(buildSkillGate(person('Yellow'), job).refuse('Lean Six Sigma')).toBe(
      'your resume shows the Lean Six Sigma Yellow Belt, another credential',
    );
    expect(buildSkillGate(person('Black'), job).refuse('Lean Six Sigma')).toBeUndefined();
  });
});

describe("another state's licence (decision 148)", () => {
  const person = (where: string) =>
    normalizeResumeData({
      experience: [
        {
          job_title: 'Gaming Attendant',
          company: 'Harbour Club',
          dates: '2019 - Present',
          bullet_points: ['Run the gaming room floor on weekends.'],
        },
      ],
      certifications: [{ name: `RSG – ${where} (2024)`, year: '2024' }],
    });
  const job = analyzeJob({
    companyName: 'Bayline Hotels',
    positionName: 'Gaming Supervisor',
    description:
      'Requirements\n- A current Queensland RSG certificate (an RSG from another state is not accepted)\n- Cash handling',
  });

  it("reads a licence of a state other than the one asked as another credential, and the state's own as held", () => {
    expect(buildSkillGate(person('Victoria'), job).refuse('RSG')).toBe(
      'your resume shows the RSG (Victoria), another credential',
    );
    expect(buildSkillGate(person('QLD'), job).refuse('RSG')).toBeUndefined();
  });
});

describe('more not held, and more whose work (decision 148, after held-out-49)', () => {
  const person = normalizeResumeData({
    experience: [
      {
        job_title: 'Histology Technician',
        company: 'Valley Pathology',
        dates: '2018 - Present',
        bullet_points: [
          'Frozen sections belong to the surgical pathology section across the hall, which has its own staff.',
          'Special stains were ordered by pathologists; patients had already completed colposcopy, which is done by the clinic nurses.',
          'Ordering supplies and approving overtime was the lab GM’s job; I covered the bench.',
          'Embed and cut 300 blocks a day.',
        ],
      },
    ],
    certifications: [
      { name: 'Python for Lab Data Bootcamp – accepted for the May 2027 cohort', year: '2027' },
      { name: 'DOT Hazmat Shipping training – 2020, not renewed', year: '2020' },
      { name: 'Tableau for Beginners – online short course (Tableau Public)', year: '2025' },
    ],
  });
  const job = analyzeJob({
    companyName: 'Bayline Labs',
    positionName: 'Histotechnologist',
    description:
      'Requirements\n- Frozen sections\n- Colposcopy\n- Approving overtime\n- Python\n- DOT Hazmat Shipping\n- Tableau\n- Embedding and microtomy',
  });
  const gate = buildSkillGate(person, job);
  const others = "your resume names it as someone else's, not yours";

  it('reads "accepted for" a coming cohort as not yet held, and "not renewed" as lapsed', () => {
    expect(gate.refuse('Python')).toBe('your resume shows it in progress, not yet held');
    expect(gate.refuse('DOT Hazmat Shipping')).toBe('your resume shows it lapsed or expired, not held now');
  });

  it('reads a course named after a dash, and the name in its brackets, as a course', () => {
    expect(gate.refuse('Tableau')).toBe('your resume shows a course about it, not work with it');
  });

  it('gives work that belongs to another section, is done by others, or was a manager’s job to them', () => {
    expect(gate.refuse('Frozen sections')).toBe(others);
    expect(gate.refuse('Colposcopy')).toBe(others);
    expect(gate.refuse('Approving overtime')).toBe(others);
    expect(gate.refuse('Embedding and microtomy')).not.toBe(others);
  });
});

describe("another state's licence named in a board's clause (decision 148, after held-out-50)", () => {
  const person = normalizeResumeData({
    experience: [
      {
        job_title: 'Pharmacy Buyer',
        company: 'Harbor Health',
        dates: '2019 - Present',
        bullet_points: ['Order drugs for 3 hospital pharmacies.'],
      },
    ],
    certifications: [{ name: 'Kentucky Board of Pharmacy – Pharmacy Intern license', year: '2020' }],
  });
  const job = analyzeJob({
    companyName: 'Bayline Health',
    positionName: 'Pharmacy Analyst',
    description: 'Requirements\n- Active Tennessee Board of Pharmacy certified pharmacy intern license',
  });

  it("reads a board's licence of another state as another credential", () => {
    expect(buildSkillGate(person, job).refuse('Pharmacy intern license')).toBe(
      'your resume shows the Pharmacy intern license (Kentucky), another credential',
    );
  });
});

describe('lower levels, work sent to a centre or done to things by others, a module (decision 152)', () => {
  const person = normalizeResumeData({
    experience: [
      {
        job_title: 'Records Technician',
        company: 'Valley Health',
        dates: '2018 - Present',
        bullet_points: [
          'Biopsy slides for second opinions are referred to the regional pathology center; I log the shipments.',
          'Destruction holds are entered, tracked and applied to cartons by the Compliance Office’s audit team in Zylo.',
          'Index and scan 2,000 charts a week in OnBase.',
        ],
      },
    ],
    certifications: [
      { name: 'CSIA Rigging Inspector Level 1', year: '2021' },
      { name: 'Power BI: Data Modeling – LinkedIn Learning module', year: '2025' },
    ],
  });
  const job = analyzeJob({
    companyName: 'Bayline Health',
    positionName: 'Records Analyst',
    description:
      'Requirements\n- CSIA Rigging Inspector Level 2\n- Biopsy slides\n- Destruction holds in Zylo\n- Power BI\n- OnBase',
  });
  const gate = buildSkillGate(person, job);
  const others = "your resume names it as someone else's, not yours";

  it('reads a lower level of the credential asked as another credential', () => {
    expect(gate.refuse('CSIA Rigging Inspector')).toBe(
      'your resume shows the CSIA Rigging Inspector Level 1, another credential',
    );
  });

  it('gives work referred to a centre, or applied to things by another team, to them', () => {
    expect(gate.refuse('Biopsy slides')).toBe(others);
    expect(gate.refuse('Destruction holds')).toBe(others);
    expect(gate.refuse('Zylo')).toBe(others);
    expect(gate.refuse('OnBase')).toBeUndefined();
  });

  it("reads a learning module's title with its subtitle as a course", () => {
    expect(gate.refuse('Power BI')).toBe('your resume shows a course about it, not work with it');
  });
});

describe('requirements and exams that are the work, an ERP by its product, a model number (decision 152)', () => {
  const person = normalizeResumeData({
    experience: [
      {
        job_title: 'Dispatch Lead',
        company: 'Valley Freight',
        dates: '2018 - Present',
        bullet_points: [
          'Load trailers to axle weight limits and hazmat segregation requirements before each departure.',
          'Give CDL road exams each week to new drivers; keep the results in NetSuite.',
          'Operate JLG scissor lifts in the cross-dock.',
        ],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Bayline Logistics',
    positionName: 'Dispatch Supervisor',
    description:
      'Requirements\n- Axle weight limits\n- CDL road exams\n- Experience with an ERP\n- JLG 1930ES scissor lifts\n- Genie GS-1930',
  });
  const gate = buildSkillGate(person, job);

  it('reads work done to requirements, and exams given each week, as the person’s own', () => {
    expect(gate.refuse('Axle weight limits')).toBeUndefined();
    expect(gate.refuse('CDL road exams')).toBeUndefined();
  });

  it('reads NetSuite as an ERP', () => {
    expect(gate.refuse('ERP')).toBeUndefined();
  });

  it('never lists a model number alone as a gap', () => {
    const gaps = gapReport(gate).gaps;
    expect(gaps, gaps.join(', ')).not.toContain('1930ES');
  });
});

describe('others moving into a system, a rule cited by its title number (decision 152)', () => {
  const person = normalizeResumeData({
    summary: 'Records lead moving into records auditing.',
    experience: [
      {
        job_title: 'Records Lead',
        company: 'Valley Health',
        dates: '2018 - Present',
        bullet_points: [
          'Built document types and retention rules for 9 clinics moving into Laserfiche; 1.1 million files now on schedule.',
          'Completed OSHA Subpart M fall protection training for the records warehouse mezzanine.',
        ],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Bayline Health',
    positionName: 'Information Governance Analyst',
    description: 'Requirements\n- Laserfiche\n- Records auditing\n- OSHA 1926 Subpart M fall protection',
  });
  const gate = buildSkillGate(person, job);

  it("reads clinics moving into a system as the person's work with it, and their own move as a wish", () => {
    expect(gate.refuse('Laserfiche')).toBeUndefined();
    expect(gate.refuse('Records auditing')).toBe('your resume shows it in progress, not yet held');
  });

  it('does not list a rule as a gap for the title number the resume leaves out', () => {
    expect(gapReport(gate).gaps).not.toContain('OSHA 1926 Subpart M');
  });
});

describe('a broader credential shown only through a lapsed narrower one (decision 152, after held-out-53)', () => {
  const person = normalizeResumeData({
    experience: [
      {
        job_title: 'Lifeguard Supervisor',
        company: 'Valley Aquatics',
        dates: '2018 - Present',
        bullet_points: ['Schedule 14 guards across two pools.'],
      },
    ],
    certifications: [{ name: 'BLS (American Heart Association) – expired 2024', year: '2022' }],
  });
  const job = analyzeJob({
    companyName: 'Bayline Recreation',
    positionName: 'Aquatics Coordinator',
    description: 'Requirements\n- Current CPR certification\n- Scheduling',
  });

  it('does not list CPR from an expired BLS card', () => {
    expect(buildSkillGate(person, job).refuse('CPR')).toBe(
      'your resume shows it lapsed or expired, not held now',
    );
  });
});

describe('gaps the posting accepts another way (decision 155, after held-out-54/55)', () => {
  const person = normalizeResumeData({
    skills: ['Excel (pivot tables, VLOOKUP)'],
    experience: [
      {
        job_title: 'Mapping Pilot',
        company: 'Keystone Builders',
        dates: '2020 - Present',
        bullet_points: [
          'Fly mapping missions with the DJI Matrice 300 RTK and write LTO-8 tapes each Friday.',
          'Log planned maintenance for 6 drones in Airtable.',
        ],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Tidewater Survey',
    positionName: 'UAS Technician',
    description: [
      'Responsibilities',
      '- Build Excel reports (pivot tables, XLOOKUP) for project managers',
      '- Fly the DJI Matrice 350 RTK and archive data to LTO-9 tape',
      '- Record planned maintenance in Fleetio',
      'Requirements',
      '- Advanced Excel (pivot tables, XLOOKUP or VLOOKUP)',
      '- Fleetio or a similar planned maintenance system',
    ].join('\n'),
  });
  const gaps = gapReport(buildSkillGate(person, job)).gaps;

  it('does not list a name a duty uses when the requirement takes another the resume shows', () => {
    expect(gaps).not.toContain('XLOOKUP');
  });
  it('does not list a product when the posting takes any of its kind and the resume shows that kind', () => {
    expect(gaps).not.toContain('Fleetio');
  });
  it('does not list another model of a product line the resume names', () => {
    expect(gaps).not.toContain('DJI Matrice 350 RTK');
    expect(gaps).not.toContain('LTO-9');
  });
});

describe('exam levels on the way to a credential (decision 155, after held-out-54)', () => {
  const person = normalizeResumeData({
    experience: [
      {
        job_title: 'Credit Analyst',
        company: 'Charter Oak Bank',
        dates: '2019 - Present',
        bullet_points: ['Cover 140 municipal credits for the bank portfolio.'],
      },
    ],
    certifications: [
      { name: 'CFA Level II – passed', year: '2025' },
      { name: 'CFA Level III – exam scheduled May 2027', year: '2027' },
    ],
  });
  const job = analyzeJob({
    companyName: 'Harbor Asset Management',
    positionName: 'Senior Credit Analyst',
    description: 'Requirements\n- CFA charterholder\n- Municipal credit research',
  });

  it('does not take exams passed for the credential the posting names whole', () => {
    expect(buildSkillGate(person, job).refuse('CFA')).toBe('your resume shows it in progress, not yet held');
  });
});

describe('a credential half earned, and a firm’s engineer who did the work (decision 155, after held-out-56)', () => {
  const person = normalizeResumeData({
    summary: 'Seed analyst halfway to the Registered Plant Analyst credential.',
    experience: [
      {
        job_title: 'Plant Operator',
        company: 'Canyon Hydro',
        dates: '2019 - Present',
        bullet_points: [
          'During the 2024 upgrade, escorted the Andritz field engineer, who performed all exciter testing.',
          'Run germination tests on 900 samples a season.',
        ],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Prairie Seed Labs',
    positionName: 'Seed Analyst',
    description:
      'Requirements\n- Registered Plant Analyst (RPA) credential\n- Exciter testing (Andritz or ABB systems)\n- Germination tests',
  });
  const gate = buildSkillGate(person, job);

  it('reads a credential the person is halfway to as not yet held', () => {
    expect(gate.refuse('RPA')).toBe('your resume shows it in progress, not yet held');
  });
  it("reads a firm named by its engineer who did the work as someone else's", () => {
    expect(gate.refuse('Andritz')).toBe("your resume names it as someone else's, not yours");
    expect(gate.refuse('Germination tests')).toBeUndefined();
  });
});

describe('work on videos and exams the person gives (decision 155, after held-out-56)', () => {
  const person = normalizeResumeData({
    summary: 'Testing coordinator, scheduled to sit the CTCP exam in 2027.',
    experience: [
      {
        job_title: 'Web Developer',
        company: 'Peach State Media',
        dates: '2015 - Present',
        bullet_points: [
          'Built JavaScript web video players for 20 broadcast clients.',
          'Administer 9,000 exams a year: Accuplacer placement tests and CLEP exams.',
        ],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Northgate University',
    positionName: 'Testing Coordinator',
    description:
      'Requirements\n- Experience with JavaScript\n- Administer credit-by-exam (CLEP and DSST) exams for students\n- Certified Test Center Professional (CTCP)',
  });
  const gate = buildSkillGate(person, job);

  it('reads building video players as work, not a lesson from videos', () => {
    expect(gate.refuse('JavaScript')).toBeUndefined();
  });
  it('reads exams the person administers as work, and an exam they are scheduled to sit as in progress', () => {
    expect(gate.refuse('CLEP')).toBeUndefined();
    expect(gate.refuse('CTCP')).toBe('your resume shows it in progress, not yet held');
  });
});

describe('things worked on, pastimes, entries in progress and others’ work told with verbs read as nouns (decision 158, after held-out-57/58)', () => {
  const NOT_YET = 'your resume shows it in progress, not yet held';
  const OTHERS = "your resume names it as someone else's, not yours";
  const person = normalizeResumeData({
    summary: 'Greenhouse technician on the road to CPH, at ease with growers and buyers.',
    experience: [
      {
        job_title: 'Greenhouse Technician',
        company: 'Mesa Growers',
        dates: '2018 - Present',
        bullet_points: [
          'Calibrate and clean the solenoids, heaters and fans every week; check pH with meters and refractometers.',
          'Our sales reps book and update every order in FloraTrack; they send me the pick lists.',
          'Pesticide drone flights are flown and driven by the spray crew; I scout the beds before and after.',
          'Frost cloth covers under the HortiShield program go to the separate nursery desk.',
          'Write weekly pest reports in English and Spanish.',
        ],
      },
    ],
    education: [{ degree: 'Irrigation Design for Growers (evening class, in progress)', dates: 'Fall 2026' }],
    certifications: [{ name: 'Grower e-learning: Integrated Pest Management module', year: '2024' }],
    projects: [{ title: 'Hobbies', description: 'Run a Raspberry Pi weather station on Linux.' }],
  });
  const job = analyzeJob({
    companyName: 'Valley Bloom Nurseries',
    positionName: 'Greenhouse Lead',
    description: [
      'Responsibilities',
      '- Calibrate and maintain solenoids, heaters and fans',
      '- Check pH with meters and refractometers',
      '- Enter orders in FloraTrack and run pesticide drone flights',
      '- Manage frost cloth covers under HortiShield',
      'Requirements',
      '- Certified Professional Horticulturist (CPH)',
      '- Irrigation design',
      '- Integrated pest management',
      '- Linux',
      '- English and Spanish',
      '- AHA Grower Certification in Propagation, Irrigation Design and Pest Scouting',
    ].join('\n'),
  });
  const gate = buildSkillGate(person, job);

  it('refuses a plural common word every line names as what the work is done on, not a tool worked with', () => {
    expect(gate.refuse('Solenoids')).toBe('a thing the job works on, not a skill');
    expect(gate.refuse('Refractometers')).toBeUndefined();
  });
  it('reads a hobby, a course entry in progress, an e-learning module and "the road to" as no proof', () => {
    expect(gate.refuse('Linux')).toBe('your resume does not show it');
    expect(gate.refuse('Irrigation design')).toBe(NOT_YET);
    expect(gate.refuse('Integrated pest management')).toBe(
      'your resume shows a course about it, not work with it',
    );
    expect(gate.refuse('CPH')).toBe(NOT_YET);
  });
  it('reads people whose verb the tagger takes for a noun, an irregular participle and a noun subject as others’', () => {
    expect(gate.refuse('FloraTrack')).toBe(OTHERS);
    expect(gate.refuse('Pesticide drone flights')).toBe(OTHERS);
    expect(gate.refuse('HortiShield')).toBe(OTHERS);
  });
  it('adds no English, and neither a credential asked in areas nor an area alone', () => {
    expect(gate.refuse('English')).toBe('the language your resume is written in');
    expect(gate.refuse('Spanish')).toBeUndefined();
    expect(gate.refuse('AHA Grower Certification')).toBe(
      'the posting asks for it in named areas, each a credential of its own',
    );
    expect(gate.refuse('Pest Scouting')).toBe(
      'one area of a credential the posting names, not a credential alone',
    );
  });
});

describe('short courses, training modules, a firm’s tool on the person’s files and a lexicon name in progress (decision 160, after held-out-59)', () => {
  const COURSE = 'your resume shows a course about it, not work with it';
  const OTHERS = "your resume names it as someone else's, not yours";
  const person = normalizeResumeData({
    experience: [
      {
        job_title: 'Sign Painter',
        company: 'Brightline Signs',
        dates: '2016 - Present',
        bullet_points: [
          'Paint storefront signs and gold-leaf lettering by hand for 40 shops a year.',
          'Prep vinyl artwork in Illustrator; the cutting shop converts my files in FlexiSIGN and cuts them.',
          'Our biggest client’s own in-house team covers PennyPress testing; I merge their notes into my proofs.',
          'Completed the client onboarding, including a PCI awareness module.',
        ],
      },
    ],
    certifications: [
      { name: 'Airbrushing Basics – weekend workshop', year: '2024' },
      { name: 'Mapping Storefronts with ArcGIS Online – enrolled Spring 2027', year: '2027' },
    ],
  });
  const job = analyzeJob({
    companyName: 'Harbor Sign Co.',
    positionName: 'Sign Designer',
    description: [
      'Requirements',
      '- Experience with Illustrator and FlexiSIGN',
      '- Airbrushing',
      '- PennyPress testing',
      '- PCI',
      '- ArcGIS Pro or ArcMap',
    ].join('\n'),
  });
  const gate = buildSkillGate(person, job);

  it('reads a weekend workshop and an awareness module as courses', () => {
    expect(gate.refuse('Airbrushing')).toBe(COURSE);
    expect(gate.refuse('PCI')).toBe(COURSE);
  });
  it('reads a firm’s tool used on the person’s files, and a unit’s verb in -s after a hyphenated word, as theirs', () => {
    expect(gate.refuse('FlexiSIGN')).toBe(OTHERS);
    expect(gate.refuse('PennyPress testing')).toBe(OTHERS);
    expect(gate.refuse('Illustrator')).toBeUndefined();
  });
  it('reads the lexicon’s name of an item where the proof writes it, to see it is only enrolled in', () => {
    expect(gate.refuse('ArcMap')).toBe('your resume shows it in progress, not yet held');
  });
});

describe('initials joined to a participle and a body named before its credential’s level (decision 160)', () => {
  const person = normalizeResumeData({
    experience: [
      {
        job_title: 'Credit Analyst',
        company: 'Summit Bank',
        dates: '2017 - Present',
        bullet_points: [
          'Spread CPA-audited statements for 90 contractors a year.',
          'Hold the NSTA Level I signal certificate and run NSTA-style field checks.',
        ],
      },
    ],
  });
  const job = analyzeJob({
    companyName: 'Bridgewell Surety',
    positionName: 'Surety Underwriter',
    description: [
      'Requirements',
      '- Analyze CPA-prepared financial statements',
      '- NSTA Level I, with Level II within 12 months',
      '- Bring copies of your NSTA certificate(s)',
    ].join('\n'),
  });
  const gate = buildSkillGate(person, job);

  it('reads "CPA-prepared" as who prepared the statements, not a skill asked', () => {
    expect(gate.refuse('CPA')).toBe('names who made or passed the thing the posting speaks of, not a skill');
  });
  it('reads initials before a credential level and before "certificate(s)" as the body that issues them', () => {
    expect(gate.typeOf('NSTA')).toBe('company');
  });
});

describe('pastimes, work done by others named after it, and initials of initials (decision 161, after held-out-60/61)', () => {
  const OTHERS = "your resume names it as someone else's, not yours";
  const person = normalizeResumeData({
    summary:
      'Print shop lead with nine years on offset and digital presses. Off the job I sketch posters in Krita for fun.',
    experience: [
      {
        job_title: 'Press Lead',
        company: 'Copperline Print',
        dates: '2017 - Present',
        bullet_points: [
          'Run the Heidelberg press and order stock against contracts negotiated by the owners’ buying group.',
          'Send color proofs to the agency’s prepress studio, which runs the Pantone matching.',
          'Gilder’s trim team handles foil stamping; I load the dies.',
          'Waste ink goes to our contracted solvent recycling operator each month.',
          'Staff hours go to our outside bookkeeper through PBP.',
        ],
      },
    ],
    projects: [
      { title: 'Zine studio (personal)', description: 'Lay out zines in Scribus on weekends.' },
      { title: 'Open-source color tools', description: 'Maintain a Python library for ICC profile checks.' },
    ],
    certifications: [{ name: 'Risograph Printing Workshop (2 days)', year: '2024' }],
  });
  const job = analyzeJob({
    companyName: 'Northgate Press',
    positionName: 'Print Production Lead',
    description: [
      'Requirements',
      '- Contract negotiation with paper mills',
      '- Pantone matching and foil stamping',
      '- Solvent recycling and Risograph printing',
      '- Krita, Scribus and Python',
      '- Quote jobs in PQ Base Pro',
    ].join('\n'),
  });
  const gate = buildSkillGate(person, job);

  it('reads a personal project of the person’s free time, and a sentence about it, as no proof', () => {
    expect(gate.refuse('Scribus')).toBeDefined();
    expect(gate.refuse('Krita')).toBe('your resume shows it as a pastime, not work');
    expect(gate.refuse('Python')).toBeUndefined();
  });
  it('reads work named by its participle then "by" someone, or inside a unit’s relative clause, as theirs', () => {
    expect(gate.refuse('Contract negotiation')).toBe(OTHERS);
    expect(gate.refuse('Pantone matching')).toBe(OTHERS);
  });
  it('reads a firm’s team named by whose it is, and a contracted person, as doing the work', () => {
    expect(gate.refuse('Foil stamping')).toBe(OTHERS);
    expect(gate.refuse('Solvent recycling')).toBe(OTHERS);
  });
  it('reads a workshop whose length follows it in brackets as a course', () => {
    expect(gate.refuse('Risograph printing')).toBe('your resume shows a course about it, not work with it');
  });
  it('finds no initials in a name whose words are initials already', () => {
    expect(gate.refuse('PQ Base Pro')).toBe('your resume does not show it');
  });
});

describe('exam parts, short workshops, memberships and when the work is done (decision 164, after held-out-62)', () => {
  const person = normalizeResumeData({
    summary: 'Parts counter pro. I passed CloudOps Associate Part 1 this spring.',
    experience: [
      {
        job_title: 'Counter Lead',
        company: 'Northline Auto Parts',
        dates: '2018 - Present',
        bullet_points: [
          'During MRBs, the quality office dispositions the parts; I stage them.',
          'Taught the 12-hour new-hire counter course on Epicor Eagle lookups.',
          'Staged cores during Hydrasonic bench testing: logged every reading.',
        ],
      },
    ],
    certifications: [
      { name: 'CloudOps Associate Part 1 – passed; Part 2 exam scheduled', year: '2026' },
      { name: 'Spreadsheet Macros – 90-minute public library workshop', year: '2025' },
      { name: '15-Hour National PPRO Course; 7-Hour National PPRO Update', year: '2024' },
      { name: 'Society of Parts Professionals (SPP) – individual member', year: '2019' },
    ],
  });
  const job = analyzeJob({
    companyName: 'Lakeview Health',
    positionName: 'Service Desk Analyst',
    description: [
      'Requirements',
      '- CloudOps Associate or willingness to earn it',
      '- Spreadsheet macros',
      '- SPP standards and MRB dispositions',
      '- Epicor Eagle',
      '- Experience with Hydrasonic rigs',
      '- Answer questions in line with PPRO; current 7-Hour National PPRO Update',
    ].join('\n'),
  });
  const gate = buildSkillGate(person, job);

  it('reads one exam of a credential taken in parts as the credential not yet held', () => {
    expect(gate.refuse('CloudOps Associate')).toBe('your resume shows it in progress, not yet held');
  });
  it('reads a workshop of minutes, with words between, as a course; a course the person teaches as work', () => {
    expect(gate.refuse('Spreadsheet macros')).toBe('your resume shows a course about it, not work with it');
    expect(gate.refuse('Epicor Eagle')).toBeUndefined();
    expect(gate.refuse('PPRO')).toBeUndefined();
  });
  it('reads a body the person is only a member of as no skill', () => {
    expect(gate.refuse('SPP')).toBe('your resume shows a membership of the body, not the skill');
  });
  it('reads a name after "during" as when the work is done, not the work', () => {
    expect(gate.refuse('MRB')).toBe('your resume names when your work is done, not the work');
    expect(gate.refuse('Hydrasonic')).toBeUndefined();
  });
});

describe('a person whose own sentences tell most of the duties is not far from the job (decision 164)', () => {
  const posting = analyzeJob({
    companyName: 'Harbor Repertory Theatre',
    positionName: 'Costume First Hand',
    description: [
      'Responsibilities',
      '- Build costumes from the draper’s mock-ups and patterns',
      '- Finish hems and closures by hand',
      '- Assist the draper at fittings and record alterations',
      '- Supervise stitchers and plan daily sewing',
      'Requirements',
      '- Juki DDL-8700, Pfaff 1245 and Merrow serger',
      '- Millinery and corsetry',
      '- Stagecraft IATSE card',
    ].join('\n'),
  });
  const seamstress = normalizeResumeData({
    experience: [
      {
        job_title: 'Head Seamstress',
        company: 'Lane Bridal',
        dates: '2015 - Present',
        bullet_points: [
          'Built bridal gowns from patterns the owner drafted.',
          'Finished every hem and closure by hand.',
          'Recorded each alteration at fittings.',
          'Supervised three stitchers on daily sewing.',
        ],
      },
    ],
  });
  const cashier = normalizeResumeData({
    experience: [
      {
        job_title: 'Cashier',
        company: 'Corner Market',
        dates: '2020 - Present',
        bullet_points: [
          'Run the register and count the drawer at close.',
          'Stock shelves and face the aisles.',
        ],
      },
    ],
  });
  it('reads the job as within reach though the person lacks its named tools', () => {
    expect(gapReport(buildSkillGate(seamstress, posting)).weak).toBe(false);
  });
  it('still reads it as far for someone whose sentences tell none of its duties', () => {
    expect(gapReport(buildSkillGate(cashier, posting)).weak).toBe(true);
  });
});
