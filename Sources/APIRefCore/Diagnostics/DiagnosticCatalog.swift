/// What each diagnostic id means, with an example that produces it and how to fix it:
/// `apiref check --explain ID` prints an entry, and `docs/diagnostics.md` is every entry
/// (a test keeps the two the same, and checks that every id the sources report is here).
public enum DiagnosticCatalog {
    public struct Entry: Sendable, Equatable {
        public let id: String
        public let severity: Severity
        /// Who reports it: `check`, `drift`, `import`.
        public let reportedBy: String
        public let meaning: String
        /// Content that produces it (Markdown, YAML or a command line).
        public let example: String
        public let fix: String
    }

    public static func entry(_ id: String) -> Entry? { all.first { $0.id == id } }

    private static func entry(
        _ id: DiagnosticID, _ severity: Severity, by reportedBy: String = "check",
        _ meaning: String, example: String, fix: String
    ) -> Entry {
        Entry(id: id.rawValue, severity: severity, reportedBy: reportedBy, meaning: meaning, example: example, fix: fix)
    }

    /// Every id, grouped as `docs/diagnostics.md` lists them.
    public static let all: [Entry] = files + structure + facts + links + translations + graphs + drift + outputs

    static let files: [Entry] = [
        entry(
            .binaryFile, .error, "The file has NUL bytes, so it is not text; nothing in it is read.",
            example: "A PNG saved with a .md extension.",
            fix: "Rename or remove the file; keep only Markdown pages under the content folder."),
        entry(
            .invalidUtf8, .error, "The file is not valid UTF-8, the only encoding apiref reads.",
            example: "A page saved as Shift_JIS.", fix: "Convert the file to UTF-8 (`iconv -f SHIFT_JIS -t UTF-8`)."),
        entry(
            .emptyFile, .error, "The file has nothing in it, so it declares no page.",
            example: "An empty UIKit/UIButton.md.", fix: "Write the page, or delete the file."),
        entry(
            .fileTooLarge, .error, "The file is larger than apiref reads for one page; it is skipped.",
            example: "A 200 MB log file named notes.md.", fix: "Split the page, or move the file out of the content folder."),
        entry(
            .unreadableFile, .error, "The file could not be opened or read (permissions, a broken link).",
            example: "A page with mode 000.", fix: "Make the file readable (`chmod a+r`) or remove the dangling link."),
        entry(
            .missingTitle, .error, "The page has no level-1 heading, which names its class, protocol, category or article.",
            example: "---\nkind: class\n---\n\nA cell without a heading.", fix: "Start the page with `# ClassName` after the front matter."),
        entry(
            .missingKind, .error, "The front matter does not say what the page documents.",
            example: "---\nframework: UIKit\n---\n\n# UITableViewCell",
            fix: "Add `kind: class` (or protocol, category, framework, article)."),
        entry(
            .invalidFrontMatter, .error,
            "The YAML of a page's front matter (between the `---` lines) or of library.yml or terms.yml does not parse, or a setting has a value of the wrong type (a term without `use:` or `not:`, two terms that reject each other's word); the setting or term is left out. When library.yml does not parse, or one of its settings cannot be read, the checks that depend on it (unknown superclasses and protocols against `external`, undeclared translation languages against `languages`, missing availability against `unmarked-availability`) do not run: against the defaults they would repeat the one error on every page.",
            example: "# library.yml\ntitle: Tiny\nexternal: 42",
            fix: "Fix the YAML at the line and column given; lists are written `[A, B]` or as `- A` lines.")
    ]

    static let structure: [Entry] = [
        entry(
            .extraTitle, .warning, "A second level-1 heading; a page documents one thing, and the second title is ignored.",
            example: "# UITableViewCell\n…\n# UITableView",
            fix: "Move the second class to its own file, or make the heading level 2 or lower."),
        entry(
            .unknownSection, .warning,
            "A level-2 heading that is not one of the sections apiref knows (Overview, Tasks, Properties, Instance Methods, Class Methods, Constants, Notifications, Functions, Data Types).",
            example: "## Propertys", fix: "Use the section's exact name; the message suggests the nearest."),
        entry(
            .unknownSubsection, .warning,
            "A level-4 heading under a member that is not Parameters, Return Value or a constant of the group.",
            example: "#### Paramters", fix: "Use `#### Parameters` or `#### Return Value`."),
        entry(
            .unknownField, .warning,
            "A `- Name: value` line under a member, a front matter key, a library.yml key (title, external, languages) or a terms.yml key (use, not, except, concept, note) that apiref does not know; a member's line is kept as prose, a key is ignored.",
            example: "- Availabilty: iOS 2.0\n\n# or in library.yml\ntitel: UIKit Reference",
            fix:
                "Spell the field or key as the note suggests (Availability, Deprecated, Obsoleted, Replacement, Declared in, See also, Required). A field one slip from a known one is read as that field, and `apiref check --fix` corrects its spelling."
        ),
        entry(
            .strayContent, .warning,
            "Text under a member section before its first level-3 heading; it belongs to no member and is not shown.",
            example: "## Properties\n\nSome words.\n\n### accessoryType",
            fix: "Move the text into the Overview, or under the member it describes."),
        entry(
            .malformedTaskItem, .warning, "A task group's list item does not begin with a symbol link, so it names no member.",
            example: "### Managing Accessory Views\n\n- accessoryType",
            fix: "Start the item with a symbol link: the member's name between double backticks."),
        entry(
            .undocumentedTaskMember, .warning, "A task group lists a member the page does not document.",
            example: "- ``accessoryColor`` in Tasks, and no `### accessoryColor` below.",
            fix: "Document the member under its section, or take it out of the task group."),
        entry(
            .memberNotInTask, .warning, "A documented member is listed in no task group, so readers of the Tasks section never see it.",
            example: "### editingAccessoryType documented, listed in no group.",
            fix: "List the member, as a symbol link, in the task group it belongs in."),
        entry(
            .nestingTooDeep, .warning, "Markdown nested more than 64 levels (lists in quotes in lists…); the deeper part is dropped.",
            example: "A quote nested 70 levels deep.", fix: "Flatten the structure."),
        entry(
            .inlineHtml, .warning,
            "Inline HTML other than <kbd>, <sub>, <sup> and <br> without attributes; pages show it as text, never as markup.",
            example: "Press <span style=\"color:red\">Edit</span>.",
            fix: "Use Markdown (`*Edit*`, ``Edit``), or one of the allowed tags without attributes."),
        entry(
            .missingImage, .error, "A local image is not a file inside the library folder, so the site would show a broken image.",
            example: "![Cell styles](images/styles.png) with no images/styles.png beside the page.",
            fix: "Add the image at that path (relative to the page), or correct the path.")
    ]

    static let facts: [Entry] = [
        entry(
            .duplicateSymbol, .error, "Two places declare the same symbol id; only the first is kept.",
            example: "Two `### accessoryType` sections on one page, or two files with `# UITableViewCell`.",
            fix: "Remove or merge one of them; the message names both places."),
        entry(
            .malformedAvailability, .error,
            "A version list does not parse, so the member's availability is unknown. The caret is under the word that does not parse; the member gets no second \"no Availability field\" warning.",
            example: "- Availability: iOS 3.0, tvOS nine",
            fix: "Write `Platform Version`, comma-separated: `- Availability: iOS 3.0, tvOS 9.0`."),
        entry(
            .unspacedVersion, .warning,
            "A platform and its version are written together; apiref reads them, and the fix-it adds the space.",
            example: "- Availability: iOS3.0", fix: "`apiref check --fix` writes `iOS 3.0`."),
        entry(
            .undeclaredParameter, .warning,
            "A method's or function's Parameters list describes a name its declaration does not give (the argument names of an Objective-C method's selector pieces, or a C function's parameters): a misspelt or renamed parameter, or a misspelt field written after the list.",
            example:
                "```objc\n- (void)setEditing:(BOOL)editing animated:(BOOL)animated\n```\n\n#### Parameters\n\n- `editng`: …\n- Retruns: …",
            fix:
                "Use the declaration's names (`apiref check --fix` corrects a certain slip); write the return value under `#### Return Value`."
        ),
        entry(
            .swiftDeclarationSyntax, .warning,
            "A ```swift declaration block cannot be read for its name: a bracket is not closed (or closes one never opened), or no `func`, `var`, `case`, `init`, `subscript` or type introducer comes first. The member keeps no Swift name.",
            example: "```swift\nfunc dequeueReusableCell(withIdentifier identifier: String -> UITableViewCell\n```",
            fix:
                "Write the declaration as Swift's generated interface shows it; `apiref import` with the SDK's Swift graphs writes it for you."
        ),
        entry(
            .swiftNameMismatch, .warning,
            "A member's Swift spelling does not fit it: its `Swift name` field names something other than what its ```swift block declares, a Swift-only member (one with no ```objc block) is headed by another name than its Swift name, or a method's Swift name takes another number of arguments than its selector (one fewer is right where Swift turns a trailing error or completion handler into `throws` or `async`).",
            example:
                "### dequeueReusableCellWithIdentifier:forIndexPath:\n\n```swift\nfunc dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell\n```",
            fix: "Correct the name or the declaration; `apiref drift` with the SDK's Swift graphs says which Swift name the SDK gives."),
        entry(
            .swiftOnlyObjectiveCDeclaration, .warning,
            "A member headed by a Swift name (`defaultContentConfiguration()`) has an ```objc block: Swift names head only Swift-only members, and an Objective-C member is headed by its selector.",
            example: "### defaultContentConfiguration()\n\n```objc\n- (UIListContentConfiguration *)defaultContentConfiguration\n```",
            fix: "Head the member by its selector and keep both blocks, or remove the ```objc block."),
        entry(
            .deprecatedBeforeIntroduced, .error,
            "A platform deprecates or obsoletes the symbol in a version before the one that introduces it.",
            example: "- Availability: iOS 6.0\n- Deprecated: iOS 3.0",
            fix: "Correct the versions; the SDK's symbol graph (`apiref drift`) has the facts."),
        entry(
            .missingReplacement, .warning,
            "A deprecated member with prose names no replacement and its Deprecated field says nothing of what to use instead. (A member nobody has written yet is only `undocumented`; a member of a deprecated class needs none.)",
            example: "- Deprecated: iOS 3.0",
            fix:
                "Add a Replacement field with a symbol link to the member to use instead, or a message after the version (`- Deprecated: iOS 3.0. Use … instead.`)."
        ),
        entry(
            .unresolvedReplacement, .error, "A Replacement field names no known symbol.",
            example: "- Replacement: ``textLable``",
            fix: "Link a symbol that exists; qualify it as ``Container/name`` when it is on another page."),
        entry(
            .missingSummary, .warning, "A member has no one-sentence summary under its heading.",
            example: "### accessoryType\n\n```objc\n…\n```", fix: "Write one sentence right under the heading."),
        entry(
            .missingDeclaration, .warning, "A member has no code block with its declaration.",
            example: "### accessoryType\n\nThe accessory.",
            fix: "Add the declaration in an ```objc block after the summary (`apiref import` can bring it from the SDK)."),
        entry(
            .missingAvailability, .warning, "A page or member says nothing about when it became available.",
            example: "### accessoryType without `- Availability:`",
            fix:
                "Add `- Availability: iOS 2.0` (or `availability:` in the page's front matter). A library imported from an SDK, whose headers mark only what came after a framework's first release, says that release once in library.yml: `unmarked-availability: iOS 2.0`."
        ),
        entry(
            .undocumented, .warning,
            "A page or member has facts and no prose yet, as `apiref import` adds it (an enumeration's case with nothing under its heading too). `check --strict` does not fail on these.",
            example: "A member imported from the SDK: declaration and availability, no summary.",
            fix: "Write its prose; `apiref list --undocumented` lists what is left."),
        entry(
            .unknownSuperclass, .warning, "`inherits` names no page of the library and no external class in library.yml.",
            example: "inherits: UIVeiw", fix: "Correct the name, or list the class under `external:` in library.yml."),
        entry(
            .unknownProtocol, .warning, "`conforms` names no page of the library and no external protocol in library.yml.",
            example: "conforms: [NSCodng]", fix: "Correct the name, or list the protocol under `external:` in library.yml."),
        entry(
            .inheritanceCycle, .error, "A class's `inherits` chain leads back to the class itself.",
            example: "A inherits B, and B inherits A.", fix: "Correct the `inherits` of one of the classes.")
    ]

    static let links: [Entry] = [
        entry(
            .unresolvedLink, .warning, "A symbol link names no known symbol; the page shows it as code, not as a link.",
            example: "See ``UITableVeiw``.",
            fix: "Correct the name (the message suggests the nearest), or qualify it: ``UITableView/reloadData``."),
        entry(
            .ambiguousLink, .warning, "A symbol link names several symbols, so apiref cannot tell which is meant.",
            example: "``style`` on a page where two classes have a `style`.", fix: "Qualify it: ``UITableViewCell/style``."),
        entry(
            .brokenFileLink, .warning, "A link to a Markdown file leads to no page of the library.",
            example: "[the guide](../Articles/CustomCell.md) with no such article.",
            fix: "Correct the path (relative to the page) or the #anchor.")
    ]

    static let translations: [Entry] = [
        entry(
            .orphanTranslation, .error, "A translation file's original does not exist or declares nothing.",
            example: "UIKit/UITableViewCell.ja.md after UITableViewCell.md was renamed.",
            fix: "Rename the translation with its original, or delete it."),
        entry(
            .unknownTranslatedSymbol, .error, "A translation translates a member its original does not have.",
            example: "### accesoryType in UITableViewCell.ja.md", fix: "Use the member's name exactly as the original writes it."),
        entry(
            .unknownTaskGroup, .warning, "A translation renames a task group its original does not have.",
            example: "A task group title that was changed in the original.", fix: "Use the original's current task-group title as the key."),
        entry(
            .unknownParameter, .warning, "A translation describes a parameter its original's member does not have.",
            example: "#### Parameters\n- reuseIdentifer: …", fix: "Use the parameter names of the original."),
        entry(
            .translationStatesFact, .warning,
            "A translation states a fact (a declaration, availability, a replacement); facts come from the original only, so this is ignored.",
            example: "- Availability: iOS 2.0 in a .ja.md file", fix: "Remove the fact from the translation; change it in the original."),
        entry(
            .undeclaredLanguage, .warning, "A translation's language is not among the languages library.yml declares.",
            example: "UITableViewCell.ko.md with `languages: [en, ja]`.",
            fix: "Add the language to `languages:` in library.yml, or rename the file."),
        entry(
            .rejectedTerm, .warning,
            "A translation's prose uses a word the library's term list (terms.yml) rejects for its language; the list names the word to use instead. Code, symbol links and link destinations are not prose and are not checked.",
            example: "# terms.yml\nja:\n  - use: 画像\n    not: [イメージ]\n\n# UIImage.ja.md\nイメージを返します。",
            fix:
                "Write the preferred word; `apiref check --fix` replaces the variant with it. Where the variant is right as part of a longer word, add that word to the entry's `except:` list."
        ),
        entry(
            .poSyntax, .error, by: "l10n import",
            "The PO catalog has something `msgfmt --check` refuses (an unknown escape, a missing msgstr, a duplicate entry), or that no page can hold (a NUL, text that is not UTF-8, a string larger than a page); nothing is imported.",
            example: "msgstr \"\\q\"", fix: "Correct the catalog at that line; `msgfmt --check` shows the same place."),
        entry(
            .poEntryRefused, .error, by: "l10n import",
            "An entry's translation would change its page's structure (a heading, a thematic break, an open code fence) or would not read back as its unit; nothing is imported.",
            example: "msgstr \"Text\\n\\n## Tasks\"",
            fix: "Keep the unit's text to its unit: no level-1 to level-3 headings, a summary in one paragraph, code fences closed."),
        entry(
            .poPageWouldLoseText, .error, by: "l10n import",
            "A translation file the catalog changes holds text that no catalog entry carries (a section or heading the translation parser does not read, a fact, the prose of a member the original no longer has), so writing it again would lose that text; nothing is imported.",
            example: "## 雑多 in UITableView.ja.md, with an entry of UITableView changed",
            fix:
                "Move the text under a heading the original has (`apiref check` reports where it stands) or remove it, then import the catalog again."
        )
    ]

    static let graphs: [Entry] = [
        entry(
            .graphBadGzip, .error, by: "import", "A compressed graph (.gz) is not gzip, is cut short, or is damaged.",
            example: "apiref drift UIKit.symbols.json.gz (a download that stopped half-way)",
            fix: "Fetch or compress the graph again (`gzip -t` tests it), or give the plain .symbols.json."),
        entry(
            .graphTooLarge, .error, by: "import",
            "A compressed graph inflates to more than apiref reads as a graph (512 MiB); it is refused before it fills memory.",
            example: "A small .gz that inflates without end (a decompression bomb).",
            fix: "Give the SDK's own graph; no symbol graph is that large."),
        entry(
            .graphNotJson, .error, by: "import", "The file given as a symbol graph is not JSON.",
            example: "apiref import UIKit.h", fix: "Give the .symbols.json file `clang -extract-api` or `swift-symbolgraph-extract` wrote."),
        entry(
            .graphNotSymbolGraph, .error, by: "import", "The JSON is not a symbol graph (no module, no symbols).",
            example: "apiref import package.json", fix: "Give a symbol graph file."),
        entry(
            .graphFormatTooNew, .error, by: "import", "The graph's format version is newer than this apiref reads.",
            example: "A graph written by a future compiler.", fix: "Update apiref, or extract the graph with the toolchain apiref supports."
        ),
        entry(
            .graphMissingDeclaration, .warning, by: "import", "A symbol of the graph has no declaration; it is left out.",
            example: "A symbol without declarationFragments.", fix: "Nothing to do in content; regenerate the graph if the symbol matters."),
        entry(
            .graphMissingTarget, .warning, by: "import",
            "A member relationship names a container the graph does not hold; the member is left out.",
            example: "A method of a class from another module's graph.", fix: "Import the graph that declares the container too."),
        entry(
            .graphInvalidName, .warning, by: "import",
            "A symbol's name cannot name a page or an index entry (empty or blank, a space at either end, control characters, a slash, a leading dot; for a class, protocol or category, any space); it is left out. A module name that cannot name a folder leaves out the graph's classes, protocols and categories.",
            example: "A symbol named with a control character, or a graph whose module.name is \"Kit\\u0000\".",
            fix: "Nothing to do in content; the SDK's graph holds the odd name."),
        entry(
            .graphSharedIdentifier, .warning, by: "import",
            "Two or more symbols of one graph share a precise identifier, one of them a class, protocol, enumeration or global, so which one it means cannot be told; all of them are left out, with their members, instead of being merged into one page. (Members may share one: a Swift method and its async variant do.)",
            example: "Two classes, TKAlpha and TKBeta, both with the identifier c:objc(cs)TKAlpha.",
            fix: "Regenerate the graph; an identifier names one symbol."),
        entry(
            .graphSwiftUnmatched, .warning, by: "import",
            "A Swift graph none of whose precise identifiers is in the Objective-C graphs given with it, and that adds no Swift-only member to their classes: it spells nothing apiref imports (another module's graph, or the Objective-C graphs left out).",
            example: "apiref import UIKit.symbols.json swift/Foundation.symbols.json",
            fix: "Give the Swift graph of the same module as the Objective-C graphs, or the SDK's whole folder."),
        entry(
            .graphSwiftSharedIdentifier, .warning, by: "import",
            "Two Swift symbols claim one precise identifier with different names, and neither is an async variant or a renamed, obsoleted spelling; which one Swift uses cannot be told, so the symbol gets no Swift spelling.",
            example: "Two Swift methods, reload() and refresh(), both with the identifier c:objc(cs)TKTable(im)reloadData.",
            fix: "Regenerate the Swift graph; write the ```swift block yourself if the symbol needs one."),
        entry(
            .graphSwiftDeclaration, .warning, by: "import",
            "A Swift symbol's declaration has an unmatched bracket, so its name cannot be read from it; the symbol gets no Swift spelling.",
            example: "declarationFragments that spell `func reload(rows: [Int]`.",
            fix: "Regenerate the Swift graph; write the ```swift block yourself if the symbol needs one."),
        entry(
            .invalidHistory, .error, by: "check",
            "The content folder's history.json (what each SDK release changed, written by `apiref history import`) is not JSON, not a history file, or of another format; the index is built without history, so no page shows a HISTORY section and `apiref changes` finds nothing.",
            example: "A history.json whose event says \"kind\": \"moved\".",
            fix: "Run `apiref history import` with the SDK folders again, or restore the file from version control.")
    ]

    static let drift: [Entry] = [
        entry(
            .driftSwiftName, .warning, by: "drift",
            "The member's Swift name (or Swift path) differs from the one the SDK's Swift graph gives it.",
            example:
                "A page whose ```swift block declares dequeueReusableCell(withIdentifier:) where the SDK says dequeueReusableCell(withIdentifier:for:).",
            fix: "`apiref import` (or `apiref import --spellings-only`) writes the SDK's Swift spelling."),
        entry(
            .driftSwiftDeclaration, .warning, by: "drift",
            "The member's Swift declaration differs from the SDK's Swift graph beyond spacing (the name is the same).",
            example: "func reloadData() -> Bool where the SDK says func reloadData().",
            fix: "`apiref import` writes the SDK's Swift declaration."),
        entry(
            .driftMissingSwift, .warning, by: "drift",
            "The SDK's Swift graph spells a member the page documents without any Swift spelling.",
            example: "A member with only an ```objc block, compared with the SDK's Swift graphs.",
            fix: "`apiref import --spellings-only` adds the Swift spellings and changes nothing else."),
        entry(
            .driftMissingMember, .warning, by: "drift", "The SDK declares a member the page does not document.",
            example: "apiref drift sdk/iOS-9.3 after the SDK added a property.",
            fix: "`apiref import` adds it without prose; then write its prose."),
        entry(
            .driftMissingConstant, .warning, by: "drift",
            "The SDK declares a constant of a documented enumeration that the page leaves out.",
            example: "A new case of UITableViewCellAccessoryType.", fix: "Document the constant under its group, or run `apiref import`."),
        entry(
            .driftExtraMember, .warning, by: "drift",
            "The page documents a member the SDK does not declare (a typo, or a member the SDK removed).",
            example: "### accesoryType", fix: "Correct the name, or mark the member obsoleted in the version that removed it."),
        entry(
            .driftKind, .warning, by: "drift",
            "The page documents a member as one kind and the SDK declares another (a property written as a method).",
            example: "### isEditing under Instance Methods while the SDK has a property.", fix: "Move the member to the right section."),
        entry(
            .driftDeclaration, .warning, by: "drift", "The member's declaration differs from the SDK's.",
            example: "@property(nonatomic) NSInteger indentationLevel where the SDK says NSInteger differently.",
            fix: "Copy the SDK's declaration, or run `apiref import` to update it."),
        entry(
            .driftIntroduced, .warning, by: "drift", "The page's introduced version differs from the SDK's.",
            example: "- Availability: iOS 3.0 for a member the SDK introduces in iOS 2.0.",
            fix: "Correct the version, or run `apiref import`."),
        entry(
            .driftMissingNotification, .warning, by: "drift",
            "The SDK declares a notification in the page's header that the page does not document.",
            example: "UITextViewTextDidChangeNotification missing from UITextView's page.",
            fix: "Document the notification, or run `apiref import`."),
        entry(
            .driftDeprecated, .warning, by: "drift",
            "The page's deprecated version differs from the SDK's, or the page deprecates what the SDK does not.",
            example: "- Deprecated: iOS 4.0 for a member the SDK deprecates in iOS 3.0.",
            fix: "Correct the version, or run `apiref import`."),
        entry(
            .driftUnmentionedDeprecation, .warning, by: "drift", "The SDK deprecates the member and the page does not say so.",
            example: "A member the SDK deprecates in iOS 9.0 with no `- Deprecated:` field.",
            fix: "Add `- Deprecated:` with the SDK's version and what to use instead, or run `apiref import`."),
        entry(
            .driftObsoleted, .warning, by: "drift",
            "The page's obsoleted version differs from the SDK's, or one of them obsoletes the member and the other does not.",
            example: "- Obsoleted: iOS 8.0 for a member the SDK still declares.", fix: "Correct the version, or run `apiref import`.")
    ]

    static let outputs: [Entry] = [
        entry(
            .unfollowedLink, .warning, by: "build",
            "A symbolic link in the theme (its templates, assets/, docset icons, strings/), one of the content's images, or a page or translation of the content leads outside the content and theme folders (a page: outside the content folder), nowhere, or back to a folder it is in. Only what is inside those folders reaches a site, a docset or its archive: the link is not followed and nothing is copied or read through it (`check` reports a page's link too). The location is the link's own path.",
            example: "Templates/assets/logo.png -> /etc/passwd",
            fix: "Copy the file into the theme or content folder instead of linking to it, or make the link lead to a file inside them."),
        entry(
            .specialFile, .warning, by: "build",
            "A FIFO, socket or device in the theme, among the content's images or named like a page; it is not read (reading a FIFO would wait for ever) and nothing is copied.",
            example: "mkfifo Templates/assets/pipe", fix: "Remove it from the theme or content folder.")
    ]

    /// The entry as `apiref check --explain` prints it.
    public static func text(_ entry: Entry) -> String {
        """
        \(entry.id) (\(entry.severity.rawValue), reported by apiref \(entry.reportedBy))

        \(entry.meaning)

        Example:
        \(entry.example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))

        Fix: \(entry.fix)

        """
    }

    /// `docs/diagnostics.md`: every entry.
    public static var markdown: String {
        var out = """
            # Diagnostics

            Every diagnostic apiref reports, by id: what it means, content that produces it, and
            how to fix it. `apiref check --explain ID` prints one entry. This file is generated
            from `Sources/APIRefCore/Diagnostics/DiagnosticCatalog.swift` (a test compares them;
            `APIREF_RECORD=1` rewrites it). An error makes `check` exit 1; a warning does only
            with `--strict`.

            ## Reading a diagnostic

            `apiref check` prints each diagnostic as a compiler does, on standard error:

                Content/Kit/Widget.md:15:7: warning: 'acessoryType' is not a member of Widget [unresolved-link]
                 15 | Use ``acessoryType`` to pick the accessory.
                    |       ^~~~~~~~~~~~
                    |       accessoryType
                Content/Kit/Widget.md:15:7: note: did you mean 'accessoryType'?

            The line and column are those of the problem's first character (columns count UTF-8
            bytes from 1, as clang's do); the caret and tildes cover the problem, measured in
            terminal columns (a CJK character takes two, a tab four). The line under them is the
            fix-it, when one is certain: `apiref check --fix` applies every fix-it (each file is
            rewritten at once), lists what it changed, and checks again. Colour is used when
            standard error is a terminal and `NO_COLOR` is not set.

            `--fix` applies a fix-it only where the file still holds the text the check saw, and
            writes a file only if it is still the one it read: a page an editor saved in between
            is left as saved, with `PATH: changed since it was checked; fix-it not applied, run
            check --fix again`, and `check` exits 1. A fixed page keeps its mode, a symbolic link
            is written at its target (which must be inside the content folder) and stays a link,
            and a read-only page (no write permission for its owner, also when run as root) is
            refused with a message and exit status 3, nothing written. These rules hold for every
            command that rewrites a user's file (`import`, `l10n stamp`, `l10n import`).

            `--format gnu` prints, on standard output, for editors:

                Content/Kit/Widget.md:15:7:{15:7-15:19}: warning: 'acessoryType' is not a member of Widget [unresolved-link]
                Content/Kit/Widget.md:15:7: note: did you mean 'accessoryType'?
                fix-it:"Content/Kit/Widget.md":{15:7-15:19}:"accessoryType"

            The range in braces (left out for a point) is clang's `-fdiagnostics-print-source-range-info`
            form and the `fix-it:` line is clang's `-fdiagnostics-parseable-fixits` form; each
            range's end column is the one after the problem's last byte.

            `--format json` prints one document on standard output (its shape is stable; fields
            are only ever added):

                {
                  "diagnostics": [
                    { "severity": "warning", "id": "unresolved-link", "message": "…",
                      "path": "Content/Kit/Widget.md", "line": 15, "column": 7, "endLine": 15, "endColumn": 19,
                      "notes": [ { "message": "did you mean 'accessoryType'?", "path": "…", "line": 15, "column": 7 } ],
                      "fixIts": [ { "path": "…", "line": 15, "column": 7, "endLine": 15, "endColumn": 19,
                                    "replacement": "accessoryType" } ] }
                  ],
                  "notes": [ "…" ],
                  "summary": { "files": 4, "symbols": 7, "errors": 4, "warnings": 11, "undocumented": 0 }
                }

            `endColumn` equal to `column` means a point with no range. `notes` (at the top level)
            is left out when there are none.

            """
        let groups: [(String, [Entry])] = [
            ("Files", files), ("Page structure", structure), ("Facts", facts), ("Links", links),
            ("Translations", translations), ("Symbol graphs (`import`)", graphs), ("Drift (`drift`)", drift),
            ("Outputs (`build`, `docset`)", outputs)
        ]
        for (title, entries) in groups {
            out += "\n## \(title)\n"
            for entry in entries {
                out += "\n### `\(entry.id)` (\(entry.severity.rawValue))\n\n\(entry.meaning)\n\n"
                out += "Example:\n\n````\n\(entry.example)\n````\n\nFix: \(entry.fix)\n"
            }
        }
        return out
    }
}
