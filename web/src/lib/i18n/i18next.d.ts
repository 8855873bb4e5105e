import type account from '../../locales/en/account.json';
import type admin from '../../locales/en/admin.json';
import type auth from '../../locales/en/auth.json';
import type bankAnalysis from '../../locales/en/bank-analysis.json';
import type banking from '../../locales/en/banking.json';
import type chat from '../../locales/en/chat.json';
import type clients from '../../locales/en/clients.json';
import type common from '../../locales/en/common.json';
import type dailyReport from '../../locales/en/daily-report.json';
import type dashboard from '../../locales/en/dashboard.json';
import type invoices from '../../locales/en/invoices.json';
import type faq from '../../locales/en/faq.json';
import type issues from '../../locales/en/issues.json';
import type reports from '../../locales/en/reports.json';
import type search from '../../locales/en/search.json';
import type settings from '../../locales/en/settings.json';
import type setup from '../../locales/en/setup.json';
import type sentryTest from '../../locales/en/sentry-test.json';
import type shell from '../../locales/en/shell.json';
import type storage from '../../locales/en/storage.json';
import type subscription from '../../locales/en/subscription.json';
import type supplierProfiles from '../../locales/en/supplier-profiles.json';
import type upload from '../../locales/en/upload.json';
import type viewer from '../../locales/en/viewer.json';

// English is the source of the typed keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      account: typeof account;
      setup: typeof setup;
      settings: typeof settings;
      admin: typeof admin;
      shell: typeof shell;
      dashboard: typeof dashboard;
      invoices: typeof invoices;
      issues: typeof issues;
      clients: typeof clients;
      viewer: typeof viewer;
      search: typeof search;
      subscription: typeof subscription;
      faq: typeof faq;
      'sentry-test': typeof sentryTest;
      storage: typeof storage;
      upload: typeof upload;
      reports: typeof reports;
      'daily-report': typeof dailyReport;
      banking: typeof banking;
      'bank-analysis': typeof bankAnalysis;
      chat: typeof chat;
      'supplier-profiles': typeof supplierProfiles;
    };
  }
}
