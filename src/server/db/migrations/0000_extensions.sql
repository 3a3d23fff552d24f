-- Trigram indexes power the accent-free name search and typo-tolerant cravings.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
