import type { CreateJobDescriptionRequest } from '@tailor/core/contracts/job-descriptions';

/** The job the wizard offers when it was opened without one (doc 2 §2). */
export const SAMPLE_JOB: CreateJobDescriptionRequest = {
  companyName: 'Northwind Analytics',
  positionName: 'Senior Full-Stack Engineer',
  url: 'https://careers.northwind-analytics.example/jobs/senior-full-stack-engineer',
  description: `About the role
Northwind Analytics builds the reporting platform that 2,000 retail teams use to plan inventory. We are looking for a Senior Full-Stack Engineer to join the Insights team and own features from database to browser.

What you will do
- Design, build and ship customer-facing features in TypeScript, React and Node.js
- Design REST and GraphQL APIs backed by PostgreSQL, and keep them fast as data grows
- Improve reliability: automated testing, CI/CD pipelines, monitoring and on-call runbooks
- Work with product managers and designers to turn customer problems into small, shippable steps
- Review code and mentor engineers on the team

What we are looking for
- 5+ years of professional software development experience
- Strong TypeScript and React skills, and experience with Node.js services
- Solid SQL and data modelling skills (PostgreSQL preferred)
- Experience with AWS or another cloud provider, Docker and infrastructure as code
- Clear written communication and a habit of measuring the impact of your work

Nice to have
- Experience with data visualisation (D3, charts) or analytics products
- Kubernetes, Terraform, or event streaming (Kafka)

We offer a hybrid schedule (Chicago office two days a week), a learning budget and 25 days of paid leave.`,
};
