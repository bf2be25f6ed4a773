#import <UIKit/UIKit.h>

/// A controller that still answers the old rotation question.
@interface CellController : UITableViewController
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation;
@property (nonatomic, strong) UIActionSheet *sheet; // a deprecated class as a type
@end
