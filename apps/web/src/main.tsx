import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { Toaster } from './components/ui/toaster';
import { TooltipProvider } from './components/ui/tooltip';
import { toast } from './components/ui/use-toast';
import { setAuthFailureHandler } from './lib/api';
import { userQueryOptions } from './lib/auth';
import { queryClient } from './lib/query-client';
import './index.css';

setAuthFailureHandler((status) => {
  if (status === 401) {
    queryClient.setQueryData(userQueryOptions().queryKey, null);
    toast({ title: 'Authentication required', variant: 'destructive' });
    void router.navigate('/login');
  } else {
    toast({ title: 'Access denied', variant: 'destructive' });
    void router.navigate('/');
  }
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={0} skipDelayDuration={300}>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  </StrictMode>,
);
