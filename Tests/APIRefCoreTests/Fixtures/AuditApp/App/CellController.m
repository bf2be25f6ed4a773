#import <UIKit/UIKit.h>
#import "Don't [alert show].h"
#import "CellController.h"

// [alert show] in a comment never matches, nor cell.selectedTextColor.
/* [alert dismissWithClickedButtonIndex:0 animated:YES];
   cell.selectedTextColor = nil; */

@implementation CellController

- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
    return YES;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    NSString *text = @"[alert show] and cell.selectedTextColor in a string";
    char bracket = '[';
    UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"T" message:@"M" delegate:self cancelButtonTitle:@"OK" otherButtonTitles:nil];
    [alert show];
    [alert addButtonWithTitle:@"More"];
    [alert setTitle:@"title is UIViewController's too"];
    [[UIApplication sharedApplication] setStatusBarHidden:YES withAnimation:UIStatusBarAnimationFade];
    [self presentModalViewController:[[UIViewController alloc] init]
                            animated:(text.length > 0 ? YES : NO)];
    UITableViewCell *cell = [self.tableView dequeueReusableCellWithIdentifier:@"Cell"];
    cell.selectedTextColor = [UIColor redColor];
    cell.textLabel.text = @"Hello";
    SEL action = @selector(dismissModalViewControllerAnimated:);
    [UIApplication.sharedApplication openURL:[NSURL URLWithString:@"https://example.com"]];
    [UIView animateWithDuration:0.3 animations:^{
        [alert dismissWithClickedButtonIndex:0 animated:[@{@"k": @YES}[@"k"] boolValue]];
    }];
    (void)bracket;
    (void)action;
}

@end
