const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

export const ChatIcon = ({ className = 'size-6' }: { className?: string }) => (
  <svg {...iconProps} className={className}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" />
  </svg>
);

export const SendIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg {...iconProps} className={className}>
    <path d="m4 12 16-8-6 16-2.5-6.5L4 12Z" />
  </svg>
);

export const ArrowDownIcon = ({ className = 'size-4' }: { className?: string }) => (
  <svg {...iconProps} className={className}>
    <path d="M12 5v14m-6-6 6 6 6-6" />
  </svg>
);

export const CloseIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg {...iconProps} className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
