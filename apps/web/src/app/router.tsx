import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { AdminRoute, ProtectedRoute } from './route-guards';
import { AdminPage } from './routes/admin';
import { AuthPage } from './routes/auth';
import { DashboardPage } from './routes/dashboard';
import { DownloadPdfPage } from './routes/download-pdf';
import { ExtensionPage } from './routes/extension';
import { ExtensionLoginPage } from './routes/extension-login';
import { ForgotPasswordPage } from './routes/forgot-password';
import { HelpPage } from './routes/help';
import { LogoutPage } from './routes/logout';
import { NotFoundPage } from './routes/not-found';
import { PaymentSuccessPage } from './routes/payment-success';
import { PricingPage } from './routes/pricing';
import { PrivacyPolicyPage } from './routes/privacy-policy';
import { ResetPasswordPage } from './routes/reset-password';
import { ResumeDetailPage } from './routes/resume-detail';
import { ResumeEditorPage } from './routes/resume-editor';
import { SettingsPage } from './routes/settings';
import { StartExtensionPage } from './routes/start-extension';
import { TailoredResumePage } from './routes/tailored-resume';
import { TailoredResumesPage } from './routes/tailored-resumes';
import { TailoringPage } from './routes/tailoring';
import { TailoringProgressPage } from './routes/tailoring-progress';
import { VerifyEmailPage } from './routes/verify-email';

export const router = createBrowserRouter([
  // Public screens.
  { path: '/auth', element: <AuthPage /> },
  { path: '/login', element: <AuthPage /> },
  { path: '/signup', element: <AuthPage /> },
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/start-extension', element: <StartExtensionPage /> },
  { path: '/extension/login', element: <ExtensionLoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },

  // Signed-in screens without the app frame.
  {
    path: '/logout',
    element: (
      <ProtectedRoute>
        <LogoutPage />
      </ProtectedRoute>
    ),
  },
  {
    path: '/admin',
    element: (
      <AdminRoute>
        <AdminPage />
      </AdminRoute>
    ),
  },

  // Signed-in screens inside the app frame.
  {
    element: (
      <ProtectedRoute>
        <AppLayout />
      </ProtectedRoute>
    ),
    children: [
      { path: '/', element: <DashboardPage /> },
      { path: '/resumes/:id', element: <ResumeDetailPage /> },
      { path: '/tailored-resumes', element: <TailoredResumesPage /> },
      { path: '/history', element: <TailoredResumesPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/help', element: <HelpPage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '/payment-success', element: <PaymentSuccessPage /> },
      { path: '/editor/:id', element: <ResumeEditorPage /> },
      { path: '/tailored-editor/:id', element: <TailoredResumePage /> },
      { path: '/tailored-resume/:id', element: <TailoredResumePage /> },
      { path: '/tailoring/:id', element: <TailoringPage /> },
      { path: '/tailoring-process', element: <TailoringPage /> },
      { path: '/tailoring-progress/:id', element: <TailoringProgressPage /> },
      { path: '/extension', element: <ExtensionPage /> },
      { path: '/download-pdf/:id', element: <DownloadPdfPage /> },
    ],
  },

  { path: '*', element: <NotFoundPage /> },
]);
