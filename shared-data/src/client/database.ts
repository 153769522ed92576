/** Row types of the public schema (supabase/migrations). Keep in step with the migrations. */
export const EVENT_CATEGORIES = [
  'Summit',
  'Fireside Chat',
  'Conference',
  'Workshop',
  'Networking',
  'Webinar',
  'Panel',
  'Other',
  'AI',
  'Health & Wellbeing',
] as const;
/** The eight categories offered in the event form; the legend shows all ten. */
export const EVENT_FORM_CATEGORIES = EVENT_CATEGORIES.slice(0, 8);
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export type EventRow = {
  id: string;
  title: string;
  description: string | null;
  /** Day string YYYY-MM-DD. */
  date: string;
  /** HH:MM:SS or null. */
  time: string | null;
  location: string | null;
  category: EventCategory | null;
  image_url: string | null;
  /** IANA time zone of `time` (e.g. Asia/Singapore), or null when not given. */
  timezone: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export type EventInput = {
  title: string;
  date: string;
  description?: string | null;
  time?: string | null;
  location?: string | null;
  category?: EventCategory | null;
  image_url?: string | null;
  timezone?: string | null;
  created_by?: string;
};

export type ProfileRole = 'user' | 'admin';

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type ProfileRow = {
  user_id: string;
  email: string | null;
  full_name: string | null;
  role: ProfileRole;
  created_at: string;
}

export type NewsletterSubscriberRow = {
  id: string;
  email: string;
  created_at: string;
}

export type Database = {
  public: {
    Tables: {
      events: {
        Row: EventRow;
        Insert: EventInput;
        Update: Partial<EventInput>;
        Relationships: [];
      };
      profiles: {
        Row: ProfileRow;
        Insert: { user_id: string; email?: string | null; full_name?: string | null };
        Update: { email?: string | null; full_name?: string | null };
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: NewsletterSubscriberRow;
        Insert: { email: string };
        Update: { email?: string };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      admin_dashboard_stats: { Args: Record<PropertyKey, never>; Returns: Json };
      set_member_role: { Args: { target_user_id: string; new_role: string }; Returns: undefined };
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean };
      subscribe_newsletter: { Args: { email: string }; Returns: undefined };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
}
