import APIRefCore

/// The tables of the compiled index.
enum IndexSchema {
    static let tables = """
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE symbol(
            rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL, container TEXT,
            kind TEXT NOT NULL, parentID TEXT, summary TEXT NOT NULL, replacementID TEXT,
            deprecationMessage TEXT, file TEXT NOT NULL,
            -- The Swift spelling (Symbol.swiftName, its base name before the argument labels, and
            -- the whole Swift path), NULL where Swift does not see the symbol.
            swiftName TEXT, swiftBase TEXT, swiftPath TEXT);
        -- Payloads apart, so that scans of the symbol table stay small; heads (`Symbol.binaryParts`)
        -- apart from bodies, so that reading every head stays small too.
        CREATE TABLE payload(rowid INTEGER PRIMARY KEY, head BLOB NOT NULL, body BLOB NOT NULL);
        -- Each symbol's ProseFingerprint: whether a translation is current, without decoding bodies;
        -- '' for a symbol with nothing to translate (TranslationStatus.hasProse), which a page's
        -- count of translated symbols leaves out; and what it has written (MemberCoverage.Facts),
        -- which the site's coverage page counts.
        CREATE TABLE prose(rowid INTEGER PRIMARY KEY, fingerprint TEXT NOT NULL, coverage INTEGER NOT NULL);
        CREATE TABLE availability(
            symbolRowid INTEGER NOT NULL, platform TEXT NOT NULL,
            introduced TEXT, introducedKey INTEGER, deprecated TEXT, deprecatedKey INTEGER, obsoleted TEXT);
        CREATE TABLE page(name TEXT NOT NULL, superclass TEXT, protocols TEXT NOT NULL, file TEXT NOT NULL, swiftName TEXT);
        -- Every diagnostic, in report order, by the content file it is in.
        CREATE TABLE diagnostic(rowid INTEGER PRIMARY KEY, file TEXT NOT NULL, severity TEXT NOT NULL, data BLOB NOT NULL);
        -- The manifest the index was built from; `signature` is the file's PublicFacts.
        CREATE TABLE file(path TEXT PRIMARY KEY, stamp TEXT NOT NULL, signature TEXT NOT NULL);
        CREATE TABLE directory(path TEXT PRIMARY KEY, stamp TEXT NOT NULL);
        """

    /// The search file's tables (`SearchFile`): its build id, and the full-text table, whose
    /// rowids are those of the index's symbol table.
    static let searchTables = """
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE VIRTUAL TABLE search USING fts5(name, summary, body, heads UNINDEXED, tokenize = 'unicode61');
        """

    /// Built after the rows are in: one sort per index instead of a B-tree update per row.
    static let indexes = """
        CREATE INDEX symbol_name ON symbol(name);
        CREATE INDEX symbol_name_nocase ON symbol(name COLLATE NOCASE);
        CREATE INDEX symbol_member ON symbol(container, name);
        CREATE INDEX symbol_member_nocase ON symbol(container COLLATE NOCASE, name COLLATE NOCASE);
        CREATE INDEX symbol_file ON symbol(file);
        CREATE INDEX symbol_swift_name ON symbol(swiftName COLLATE NOCASE) WHERE swiftName IS NOT NULL;
        CREATE INDEX symbol_swift_path ON symbol(swiftPath COLLATE NOCASE) WHERE swiftPath IS NOT NULL;
        CREATE INDEX availability_deprecated ON availability(deprecatedKey);
        CREATE INDEX availability_introduced ON availability(introducedKey);
        CREATE INDEX page_name ON page(name COLLATE NOCASE);
        CREATE INDEX page_swift_name ON page(swiftName COLLATE NOCASE) WHERE swiftName IS NOT NULL;
        CREATE INDEX diagnostic_file ON diagnostic(file);
        """
}
