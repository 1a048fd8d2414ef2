import type { OwnerContent } from './types';

/**
 * The site owner's data: the ONE place to edit when this portfolio gets a real owner.
 * Everything here is deliberately fake placeholder content (example.com / example.org
 * addresses, the 555 phone range, a fictional town) so no personal data ships in the repo.
 * It is written as a real CV would be, with no note to whoever edits it: visitors read it
 * (the printable CV at /cv/1 too).
 */
export const owner: OwnerContent = {
  profile: {
    name: 'Alex Placeholder',
    shortName: 'Alex P.',
    headline: 'Full-stack software developer',
    birthDate: '1 January 2000',
    photo: '/avatar-placeholder.svg',
    summary:
      'Full-stack developer who makes algorithms visible: interactive visualizers, realtime collaboration tools and web apps that stay fast on slow phones. At home from the database to the pixel, and in the habit of measuring before optimising.',
    skills: ['TypeScript', 'React', 'Node.js', 'WebRTC', 'Algorithms', 'SQL'],
  },
  introWords: ['Programmer', 'Coder', 'Backend Designer', 'Tech Enthusiast', 'Explorer', 'Learner'],
  about: {
    id: 'about',
    title: 'About',
    paragraphs: [
      'Hi, I am Alex Placeholder, a fictional developer standing in for the real owner of this site.',
      'I build interactive visualizers so that sorting, searching and scheduling can be watched step by step, and small games whose AIs show how they think.',
    ],
  },
  academics: {
    id: 'academics',
    title: 'Academics',
    paragraphs: [
      'Placeholder degree in Computer Science from the Example Institute of Technology, with a focus on algorithms and distributed systems.',
    ],
  },
  hobbies: {
    title: 'Hobbies',
    items: ['Chess puzzles', 'Trail running', 'Retro game consoles'],
  },
  beliefs: {
    id: 'beliefs',
    title: 'Beliefs',
    paragraphs: ['Software should be understandable by the people who use it, and fast on the devices they own.'],
  },
  motivation: {
    id: 'motivation',
    title: 'Motivation',
    paragraphs: ['Turning an idea into something people can touch, and learning something new every time.'],
  },
  education: [
    { Type: 'Bachelor of Science', Organization: 'Example Institute of Technology', Completion: 2022, Location: 'Sampletown' },
    { Type: 'Higher Secondary', Organization: 'Placeholder College', Completion: 2018, Location: 'Sampletown' },
    { Type: 'Secondary', Organization: 'Fictional High School', Completion: 2016, Location: 'Sampletown' },
  ],
  projects: [
    {
      name: 'Algorithm Visualizers',
      description: 'Sort, search, equation and scheduler visualizers that stay smooth at 1000 elements.',
      language: 'TypeScript',
      location: 'github.example.com/placeholder/visualizers',
    },
    {
      name: 'Realtime Room',
      description: 'Two-person video, chat, notepad and drawing board over WebRTC.',
      language: 'TypeScript',
      location: 'github.example.com/placeholder/realtime',
    },
    {
      name: 'Broadcast Server',
      description: 'WebSocket signalling server with verified identities.',
      language: 'JavaScript',
      location: 'github.example.com/placeholder/broadcast',
    },
    {
      name: 'Inventory CLI',
      description: 'Command-line stock keeping for a small shop, with barcode import and weekly CSV reports.',
      language: 'Python',
      location: 'github.example.com/placeholder/inventory',
    },
    {
      name: 'Path Planner',
      description: 'Grid path planner comparing A*, Dijkstra and jump point search on large maps.',
      language: 'C++',
      location: 'github.example.com/placeholder/planner',
    },
    {
      name: 'Ledger API',
      description: 'REST API for double-entry bookkeeping that refuses unbalanced transactions.',
      language: 'Java',
      location: 'github.example.com/placeholder/ledger',
    },
  ],
  contact: {
    phone: '+1 555 0100',
    email: 'alex.placeholder@example.com',
    address: '1 Example Street, Sampletown',
    website: 'https://www.example.com',
    links: [
      { kind: 'social', label: 'Social profile', href: 'https://social.example.com/alex.placeholder' },
      { kind: 'messenger', label: 'Messenger', href: 'https://messenger.example.com/alex.placeholder' },
      { kind: 'mail', label: 'Mail', href: 'mailto:alex.placeholder@example.com' },
      { kind: 'code', label: 'Code hosting', href: 'https://github.example.com/alex-placeholder' },
      { kind: 'professional', label: 'Professional network', href: 'https://network.example.com/in/alex-placeholder' },
    ],
  },
};
