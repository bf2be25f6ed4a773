import UIKit

// alert.show() in a comment never matches.
/* tableView.dequeueReusableCell(withIdentifier: "x"); cell.textLabel */
final class LegacyController: UIViewController {
    let note = "call alert.show() and UIApplication.shared.openURL(url) later"
    let block = """
        alert.dismiss(withClickedButtonIndex: 0, animated: true)
        """

    override var shouldAutorotate: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        let alert = UIAlertView(title: "T", message: "M", delegate: nil, cancelButtonTitle: "OK")
        alert.show()
        alert.addButton(withTitle: "More")
        alert.title = "title is UIViewController's too"
        UIApplication.shared.openURL(URL(fileURLWithPath: "/"))
        let cell = UITableViewCell()
        cell.textLabel?.text = "Hello"
        UIView.animate(withDuration: 0.3) {
            alert.dismiss(withClickedButtonIndex: 0, animated: true)
        }
        print("buttons: \(alert.numberOfButtons)")
        #if DEBUG
        UIApplication.shared.setStatusBarHidden(true, with: .fade)
        #endif
    }

    override func willRotate(to orientation: UIInterfaceOrientation, duration: TimeInterval) {}
}
