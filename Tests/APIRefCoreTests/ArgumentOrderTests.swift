import APIRefCore
import APIRefProcess
import Testing

/// Options before the command: the command moves to the front, anything else stays put.
@Suite struct ArgumentOrderTests {
    static let commands: Set<String> = ["check", "build", "list", "help", "l10n"]
    static let taking: Set<String> = ["--content", "--output", "-o"]

    func reordered(_ arguments: [String]) -> [String] {
        ArgumentOrder.commandFirst(arguments, commands: Self.commands, optionsTakingValues: Self.taking)
    }

    @Test func aCommandAfterOptionsMovesToTheFront() {
        #expect(reordered(["--content", "X", "check"]) == ["check", "--content", "X"])
        #expect(reordered(["--content=X", "--quiet", "build", "--force"]) == ["build", "--force", "--content=X", "--quiet"])
        #expect(reordered(["-o", "site", "build"]) == ["build", "-o", "site"])
        // After the subcommand's own words, and before a `--`.
        #expect(reordered(["--content", "X", "l10n", "status", "--all"]) == ["l10n", "status", "--all", "--content", "X"])
        #expect(reordered(["--content", "X", "build", "--", "-x"]) == ["build", "--content", "X", "--", "-x"])
    }

    @Test func anOptionsValueIsNeverTakenForTheCommand() {
        // "check" is the content folder's name here, and "UITableViewCell" the lookup.
        #expect(reordered(["--content", "check", "UITableViewCell"]) == ["--content", "check", "UITableViewCell"])
    }

    @Test func aLookupIsLeftAsItIs() {
        #expect(reordered(["UITableViewCell", "check"]) == ["UITableViewCell", "check"])
        #expect(reordered(["--content", "X", "UITableViewCell", "build"]) == ["--content", "X", "UITableViewCell", "build"])
        #expect(reordered(["-[UITableView reloadData]"]) == ["-[UITableView reloadData]"])
        #expect(reordered(["--", "check"]) == ["--", "check"])
        #expect(reordered(["check", "--content", "X"]) == ["check", "--content", "X"])
        #expect(reordered([]) == [])
    }
}
