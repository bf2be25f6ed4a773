import Foundation
import Testing

/// What only shows on a terminal: the pager, and the shell's completion asking apiref for
/// names. A pseudo-terminal comes from script(1); the completion scripts are sourced into
/// bash (and fish when it is installed) and asked the way the shell asks on TAB.
@Suite struct InteractiveUseTests {
    /// Runs apiref with standard output on a 10-row pseudo-terminal (so a long page goes
    /// through the pager) and standard error into a file; returns both.
    static func onTerminal(_ arguments: [String], pager: String, index: String) throws -> (screen: String, stderr: String) {
        let run = try onTerminalWithStatus(arguments, pager: pager, index: index)
        return (run.screen, run.stderr)
    }

    /// The same, with apiref's exit status, and apiref started with SIGINT's default action
    /// and no signal blocked, as from an interactive shell (the test's threads block them).
    static func onTerminalWithStatus(_ arguments: [String], pager: String, index: String) throws -> (
        screen: String, stderr: String, status: Int32
    ) {
        let errors = Scratch.directory.appendingPathComponent("apiref-stderr-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: errors) }
        let command =
            "stty rows 10 cols 80; "
            + (InterruptionTests.withDefaultInterrupt + [BinaryRunner.binary.path] + arguments).map(shellQuoted).joined(separator: " ")
            + " 2>" + shellQuoted(errors.path)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "APIREF_CONTENT")
        environment.removeValue(forKey: "NO_COLOR")
        environment["APIREF_INDEX_DIR"] = index
        environment["PAGER"] = pager
        environment["TERM"] = "xterm"
        let output = try BinaryRunner.execute(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
            environment: environment)
        let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return (output.stdout, stderr, output.status)
    }

    static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func temporaryIndex() -> String {
        Scratch.directory.appendingPathComponent("apiref-index-\(UUID().uuidString)").path
    }

    @Test(arguments: [
        ("nonexistent-pager-apiref-test", "was not found (exit status 127); printing the page instead"),
        ("false", "failed (exit status 1); printing the page instead")
    ])
    func aPagerThatCannotShowThePageNeverLosesIt(pager: String, reason: String) throws {
        let index = Self.temporaryIndex()
        defer { try? FileManager.default.removeItem(atPath: index) }
        // The first run is the engine's; the second, the front's answer from the page cache.
        for run in ["engine", "front"] {
            let (screen, stderr) = try Self.onTerminal(["UITableViewCell", "accessoryType"], pager: pager, index: index)
            #expect(screen.contains("accessoryType"), "\(run): the page is printed")
            #expect(screen.contains("DECLARED IN"), "\(run): the whole page")
            #expect(stderr.contains("apiref: the pager '\(pager)' \(reason)"), "\(run): \(stderr)")
        }
    }

    /// Ctrl-C while the pager shows a page is the pager's (less stops a search with it):
    /// apiref waits for the pager and ends as it does, instead of leaving it and the shell
    /// fighting over the terminal. This pager interrupts apiref, its parent, then shows the page.
    @Test func anInterruptWhileThePagerRunsIsThePagers() throws {
        let index = Self.temporaryIndex()
        defer { try? FileManager.default.removeItem(atPath: index) }
        for run in ["engine", "front"] {
            let (screen, stderr, status) = try Self.onTerminalWithStatus(
                ["UITableViewCell", "accessoryType"],
                pager: "kill -INT $PPID; sleep 0.3; cat", index: index)
            #expect(status == 0, "\(run): \(stderr)")
            #expect(screen.contains("DECLARED IN"), "\(run): the page is shown")
        }
    }

    /// The other side of the test above: a working pager gets the page, and nothing is printed.
    @Test func aWorkingPagerGetsThePage() throws {
        let index = Self.temporaryIndex()
        defer { try? FileManager.default.removeItem(atPath: index) }
        let (screen, stderr) = try Self.onTerminal(["UITableViewCell", "accessoryType"], pager: "cat >/dev/null", index: index)
        #expect(!screen.contains("DECLARED IN"))
        #expect(stderr.isEmpty)
    }

    /// The completion script for `shell`, as the binary prints it, in a temporary file.
    static func completionScript(_ shell: String) throws -> URL {
        let output = try BinaryRunner.run(["--generate-completion-script", shell])
        #expect(output.status == 0)
        let file = Scratch.directory.appendingPathComponent("apiref-completion-\(UUID().uuidString).\(shell)")
        try output.stdout.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Runs `script` in `shell` with the built apiref first on PATH, from the repository.
    static func inShell(_ shell: String, _ arguments: [String]) throws -> BinaryRunner.Output {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "APIREF_CONTENT")
        environment["APIREF_INDEX_DIR"] = BinaryRunner.sharedIndexFolder
        environment["PATH"] = BinaryRunner.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return try BinaryRunner.execute(URL(fileURLWithPath: "/usr/bin/env"), [shell] + arguments, environment: environment)
    }

    /// What bash offers for `line` (the cursor at its end), one candidate a line.
    static func bashCompletions(_ line: String, script: URL) throws -> [String] {
        let program = """
            source \(shellQuoted(script.path))
            read -ra COMP_WORDS <<< \(shellQuoted(line))
            [[ \(shellQuoted(line)) == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMP_LINE=\(shellQuoted(line)); COMP_POINT=${#COMP_LINE}
            _apiref apiref "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let output = try inShell("bash", ["-c", program])
        #expect(output.status == 0, "\(output.stderr)")
        return output.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesClassAndMemberNamesFromTheIndex() throws {
        let script = try Self.completionScript("bash")
        defer { try? FileManager.default.removeItem(at: script) }
        let classes = try Self.bashCompletions("apiref UITableVi", script: script)
        #expect(classes.contains("UITableViewCell"))
        #expect(classes.contains("UITableViewDataSource"))
        #expect(classes.allSatisfy { $0.hasPrefix("UITableVi") })
        #expect(
            try Self.bashCompletions("apiref UITableViewCell acc", script: script)
                == ["accessibilityIgnoresInvertColors", "accessoryAction", "accessoryType", "accessoryView"])
        #expect(
            try Self.bashCompletions("apiref --content Content UITableViewCell acc", script: script)
                == ["accessibilityIgnoresInvertColors", "accessoryAction", "accessoryType", "accessoryView"])
        #expect(try Self.bashCompletions("apiref chec", script: script).contains("check"))
        #expect(try Self.bashCompletions("apiref check --str", script: script) == ["--strict"])
        #expect(try Set(Self.bashCompletions("apiref l10n sta", script: script)) == ["stamp", "status"])
    }

    /// zsh's completion is asked in a pseudo-terminal, the way TAB asks it
    /// (`Tests/Shells/zsh-complete.zsh`): names in the first position and after a class,
    /// selectors whole (zsh's `_describe` reads a colon as the start of a description), and
    /// only subcommands after a command that has them.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is not installed"))
    func zshCompletesClassAndMemberNamesFromTheIndex() throws {
        let script = try Self.completionScript("zsh")
        defer { try? FileManager.default.removeItem(at: script) }
        let harness = BinaryRunner.repository.appendingPathComponent("Tests/Shells/zsh-complete.zsh")
        func complete(_ line: String) throws -> [String] {
            let output = try Self.inShell("zsh", ["-f", harness.path, script.path, line])
            #expect(output.status == 0, "\(output.stderr)")
            return output.stdout.split(separator: "\n").map(String.init)
        }
        #expect(try complete("apiref UITableVi").contains("UITableViewCell"))
        #expect(
            try Set(complete("apiref UITableViewCell acc")) == [
                "accessibilityIgnoresInvertColors", "accessoryAction", "accessoryType", "accessoryView"
            ])
        // What zsh inserts: the Swift name's parentheses quoted for the shell.
        #expect(try Set(complete("apiref UITableView setEdi")) == [#"setEditing:animated:"#, #"setEditing\(_:animated:\)"#])
        #expect(try complete("apiref chec").contains("check"))
        #expect(try Set(complete("apiref l10n sta")) == ["stamp", "status"])
        #expect(try complete("apiref check --str") == ["--strict"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish is not installed"))
    func fishCompletesClassAndMemberNamesFromTheIndex() throws {
        let script = try Self.completionScript("fish")
        defer { try? FileManager.default.removeItem(at: script) }
        func complete(_ line: String) throws -> [String] {
            let output = try Self.inShell(
                "fish", ["-i", "-c", "source \(Self.shellQuoted(script.path)); complete -C \(Self.shellQuoted(line))"])
            #expect(!output.stderr.contains("apiref:"), "\(output.stderr)")
            return output.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        // fish matches without case: Swift's `AccessoryType` (UITableViewCell.AccessoryType) too;
        // and what the cell inherits from UIView.
        #expect(
            try Set(complete("apiref UITableViewCell acc")) == [
                "AccessoryType", "accessibilityIgnoresInvertColors", "accessoryAction",
                "accessoryType", "accessoryView"
            ])
        #expect(try complete("apiref UITableVi").contains("UITableViewCell"))
    }
}
